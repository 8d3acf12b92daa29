import { sql, type Expression, type SqlBool } from 'kysely';
import type { ReportTargetKind } from '@vantage/shared';

/**
 * True for rows whose item (`kind`, id in `idColumn`) is not hidden by moderation: what lists,
 * counts, maps, feeds and sitemaps shown to everyone may hold. A hidden item is seen on its own
 * pages by its author and moderators only.
 */
export function notHidden(kind: ReportTargetKind, idColumn: string): Expression<SqlBool> {
  return sql<SqlBool>`not exists (select 1 from hidden_items where hidden_items.target_kind = ${kind} and hidden_items.target_id = ${sql.ref(idColumn)})`;
}

/**
 * Like {@link notHidden}, but a hidden item still shows to the member whose id `authorColumn`
 * holds (`viewerId`), e.g. their own photos on their profile. Moderators see everything: the
 * caller leaves the condition out for them.
 */
export function notHiddenExceptFor(
  kind: ReportTargetKind,
  idColumn: string,
  authorColumn: string,
  viewerId: number | null,
): Expression<SqlBool> {
  if (viewerId === null) return notHidden(kind, idColumn);
  return sql<SqlBool>`(${sql.ref(authorColumn)} = ${viewerId} or ${notHidden(kind, idColumn)})`;
}
