import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/types';
import { notHidden } from '../../db/hidden-items';
import { SqlRepository } from '../../db/sql-repository';

/** The kinds of public pages a sitemap lists, in the order it lists them. */
export const SITEMAP_KINDS = ['spots', 'tags', 'guides', 'galleries', 'profiles'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** One public page's address parts and when it last changed (epoch ms). */
export interface SitemapRow {
  id: number;
  name: string;
  /** The owner's username (galleries, profiles), null when there is none. */
  owner: string | null;
  /** The owner's id (galleries). */
  ownerId: number | null;
  lastmodMs: number;
}

/** The owner columns of the pages nobody owns. */
function noOwner<Table extends keyof DB>(eb: ExpressionBuilder<DB, Table>) {
  return [eb.val<string | null>(null).as('owner'), eb.val<number | null>(null).as('owner_id')];
}

/**
 * SQL for the public pages a sitemap lists: counts and pages of rows in id order; items hidden
 * by moderation are nobody's to find.
 */
export class SitemapRepository extends SqlRepository {
  async count(kind: SitemapKind): Promise<number> {
    return this.query(kind).count();
  }

  /** At most `limit` rows from `offset` on, in id order. */
  async page(kind: SitemapKind, offset: number, limit: number): Promise<SitemapRow[]> {
    return this.query(kind).page(offset, limit);
  }

  private query(kind: SitemapKind): Listing {
    const db = this.db;
    switch (kind) {
      case 'spots':
        return listing(
          db
            .selectFrom('spots')
            .select(['spots.id as id', 'spots.title as name', 'spots.updated_at as lastmod'])
            .select(noOwner)
            .where(notHidden('spot', 'spots.id')),
        );
      case 'tags':
        // Only tags that some spot carries have a page worth finding.
        return listing(
          db
            .selectFrom('tags')
            .select(['tags.id as id', 'tags.name as name', 'tags.created_at as lastmod'])
            .select(noOwner)
            .where((eb) =>
              eb.exists(
                eb
                  .selectFrom('spot_tags')
                  .select('spot_tags.id')
                  .whereRef('spot_tags.tag_id', '=', 'tags.id')
                  .where('spot_tags.status', '!=', 'pending_add'),
              ),
            ),
        );
      case 'guides':
        return listing(
          db
            .selectFrom('guides')
            .select(['guides.id as id', 'guides.perma as name', 'guides.updated_at as lastmod'])
            .select(noOwner)
            .where(notHidden('guide', 'guides.id')),
        );
      case 'galleries':
        return listing(
          db
            .selectFrom('spot_lists')
            .innerJoin('users', 'users.id', 'spot_lists.user_id')
            .select([
              'spot_lists.id as id',
              'spot_lists.url_title as name',
              'spot_lists.updated_at as lastmod',
              'users.username as owner',
              'users.id as owner_id',
            ])
            .where('spot_lists.is_public', '=', 1)
            .where(notHidden('gallery', 'spot_lists.id')),
        );
      case 'profiles':
        // Accounts that have shown something: a photo or a spot.
        return listing(
          db
            .selectFrom('users')
            .select(['users.id as id', 'users.display_name as name', 'users.updated_at as lastmod'])
            .select(['users.username as owner', 'users.id as owner_id'])
            .where(notHidden('member', 'users.id'))
            .where((eb) =>
              eb.or([
                eb.exists(
                  eb
                    .selectFrom('photos')
                    .select('photos.id')
                    .whereRef('photos.user_id', '=', 'users.id'),
                ),
                eb.exists(
                  eb
                    .selectFrom('spots')
                    .select('spots.id')
                    .whereRef('spots.user_id', '=', 'users.id'),
                ),
              ]),
            ),
        );
    }
  }
}

interface RawRow {
  id: number;
  name: string;
  owner: string | null;
  owner_id: number | null;
  lastmod: number;
}

interface Listing {
  count(): Promise<number>;
  page(offset: number, limit: number): Promise<SitemapRow[]>;
}

function listing<TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, RawRow>): Listing {
  return {
    async count() {
      const row = await query
        .clearSelect()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    async page(offset, limit) {
      const rows = await query.orderBy('id').limit(limit).offset(offset).execute();
      return rows.map((row) => ({
        id: Number(row.id),
        name: row.name,
        owner: row.owner,
        ownerId: row.owner_id === null ? null : Number(row.owner_id),
        lastmodMs: Number(row.lastmod),
      }));
    },
  };
}
