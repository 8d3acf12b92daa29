import {
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  type Migration,
} from 'kysely';
import type { Engine } from '../database';

type AnyDb = Kysely<unknown>;

/** The whole data model, with spatial and full-text indexes on each engine. */
export function initialSchema(engine: Engine): Migration {
  const pg = engine === 'postgres';
  const real = pg ? 'double precision' : 'real';
  const withId = <T extends string>(builder: CreateTableBuilder<T>) =>
    pg
      ? builder.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
  const created = (c: ColumnDefinitionBuilder) => c.notNull();

  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('users'))
        .addColumn('username', 'text')
        .addColumn('display_name', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text')
        .addColumn('last_name', 'text')
        .addColumn('email', 'text')
        .addColumn('email_verified', 'smallint', flag)
        .addColumn('password_hash', 'text')
        .addColumn('about', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('impact', 'integer', flag)
        .addColumn('badge_bronze', 'integer', flag)
        .addColumn('badge_silver', 'integer', flag)
        .addColumn('badge_gold', 'integer', flag)
        .addColumn('email_news', 'smallint', (c) => c.notNull().defaultTo(1))
        .addColumn('admin', 'smallint', flag)
        .addColumn('picture', 'text')
        .addColumn('provider_type', 'integer')
        .addColumn('provider_id', 'text')
        .addColumn('created_at', 'bigint', created)
        .addColumn('updated_at', 'bigint', created)
        .execute();
      await sql`CREATE UNIQUE INDEX users_username_lower ON users (lower(username))`.execute(db);
      await sql`CREATE UNIQUE INDEX users_email ON users (email)`.execute(db);

      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'bigint', created)
        .addColumn('expires_at', 'bigint', created)
        .addColumn('last_seen_at', 'bigint', created)
        .addColumn('user_agent', 'text')
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await withId(db.schema.createTable('auth_accounts'))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('provider_account_id', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('created_at', 'bigint', created)
        .addUniqueConstraint('auth_accounts_provider_account', ['provider', 'provider_account_id'])
        .execute();

      await withId(db.schema.createTable('email_tokens'))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text')
        .addColumn('expires_at', 'bigint', created)
        .addColumn('used_at', 'bigint')
        .addColumn('created_at', 'bigint', created)
        .execute();

      await withId(db.schema.createTable('spots'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('lat', real, (c) => c.notNull())
        .addColumn('lng', real, (c) => c.notNull())
        .addColumn('elev', real)
        .addColumn('tz', 'text')
        .addColumn('address', 'text')
        .addColumn('hier', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('tags_text', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('rating', 'integer', flag)
        .addColumn('photo_count', 'integer', flag)
        .addColumn('score', real, flag)
        .addColumn('cover_photo_id', 'integer')
        .addColumn('tile0', 'integer', (c) => c.notNull())
        .addColumn('tile5', 'integer', (c) => c.notNull())
        .addColumn('tile7', 'integer', (c) => c.notNull())
        .addColumn('tile10', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', created)
        .addColumn('updated_at', 'bigint', created)
        .execute();
      // Each capped tile list reads the best spots of one tile straight from an index; the
      // position rides along so a box query filters edge tiles without reading rows.
      for (const level of [0, 5, 7, 10]) {
        const name = sql.raw(`spots_tile${level}_score`);
        const column = sql.raw(`tile${level}`);
        await (
          pg
            ? sql`CREATE INDEX ${name} ON spots (${column}, score DESC, id) INCLUDE (lat, lng)`
            : sql`CREATE INDEX ${name} ON spots (${column}, score DESC, id, lat, lng)`
        ).execute(db);
      }
      await sql`CREATE INDEX spots_score ON spots (score DESC, id)`.execute(db);
      await db.schema.createIndex('spots_user').on('spots').column('user_id').execute();
      await db.schema.createIndex('spots_created').on('spots').column('created_at').execute();

      if (pg) {
        // A built-in point with a GiST index: no PostGIS needed.
        await sql`ALTER TABLE spots ADD COLUMN location point GENERATED ALWAYS AS (point(lng, lat)) STORED`.execute(
          db,
        );
        await sql`CREATE INDEX spots_location ON spots USING gist (location)`.execute(db);
        await sql`ALTER TABLE spots ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
            setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', tags_text), 'B')
          ) STORED`.execute(db);
        await sql`CREATE INDEX spots_search ON spots USING gin (search_vector)`.execute(db);
      } else {
        await sql`CREATE VIRTUAL TABLE spots_rtree USING rtree(id, min_lat, max_lat, min_lng, max_lng)`.execute(
          db,
        );
        await sql`CREATE TRIGGER spots_rtree_insert AFTER INSERT ON spots BEGIN
            INSERT INTO spots_rtree (id, min_lat, max_lat, min_lng, max_lng) VALUES (new.id, new.lat, new.lat, new.lng, new.lng);
          END`.execute(db);
        await sql`CREATE TRIGGER spots_rtree_update AFTER UPDATE OF lat, lng ON spots BEGIN
            UPDATE spots_rtree SET min_lat = new.lat, max_lat = new.lat, min_lng = new.lng, max_lng = new.lng WHERE id = new.id;
          END`.execute(db);
        await sql`CREATE TRIGGER spots_rtree_delete AFTER DELETE ON spots BEGIN
            DELETE FROM spots_rtree WHERE id = old.id;
          END`.execute(db);
        await sql`CREATE VIRTUAL TABLE spots_fts USING fts5(title, tags_text, content='spots', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3')`.execute(
          db,
        );
        await sql`CREATE TRIGGER spots_fts_insert AFTER INSERT ON spots BEGIN
            INSERT INTO spots_fts (rowid, title, tags_text) VALUES (new.id, new.title, new.tags_text);
          END`.execute(db);
        await sql`CREATE TRIGGER spots_fts_update AFTER UPDATE OF title, tags_text ON spots BEGIN
            INSERT INTO spots_fts (spots_fts, rowid, title, tags_text) VALUES ('delete', old.id, old.title, old.tags_text);
            INSERT INTO spots_fts (rowid, title, tags_text) VALUES (new.id, new.title, new.tags_text);
          END`.execute(db);
        await sql`CREATE TRIGGER spots_fts_delete AFTER DELETE ON spots BEGIN
            INSERT INTO spots_fts (spots_fts, rowid, title, tags_text) VALUES ('delete', old.id, old.title, old.tags_text);
          END`.execute(db);
      }

      await withId(db.schema.createTable('tags'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_lower', 'text', (c) => c.notNull().unique())
        .addColumn('parent_id', 'integer', (c) => c.references('tags.id').onDelete('set null'))
        .addColumn('is_location', 'smallint', flag)
        .addColumn('img_square', 'integer')
        .addColumn('img_head', 'integer')
        .addColumn('img_head_offset', 'integer', (c) => c.notNull().defaultTo(66))
        .addColumn('id_osm', 'bigint')
        .addColumn('osm_type', 'text')
        .addColumn('info_text', 'text')
        .addColumn('rect', 'text')
        .addColumn('geo', 'text')
        .addColumn('loc_cnt', 'integer', flag)
        .addColumn('created_at', 'bigint', created)
        .execute();
      await db.schema.createIndex('tags_parent').on('tags').column('parent_id').execute();
      if (pg) {
        await sql`CREATE INDEX tags_search ON tags USING gin (to_tsvector('simple', name))`.execute(
          db,
        );
      } else {
        await sql`CREATE VIRTUAL TABLE tags_fts USING fts5(name, content='tags', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3')`.execute(
          db,
        );
        await sql`CREATE TRIGGER tags_fts_insert AFTER INSERT ON tags BEGIN
            INSERT INTO tags_fts (rowid, name) VALUES (new.id, new.name);
          END`.execute(db);
        await sql`CREATE TRIGGER tags_fts_update AFTER UPDATE OF name ON tags BEGIN
            INSERT INTO tags_fts (tags_fts, rowid, name) VALUES ('delete', old.id, old.name);
            INSERT INTO tags_fts (rowid, name) VALUES (new.id, new.name);
          END`.execute(db);
        await sql`CREATE TRIGGER tags_fts_delete AFTER DELETE ON tags BEGIN
            INSERT INTO tags_fts (tags_fts, rowid, name) VALUES ('delete', old.id, old.name);
          END`.execute(db);
      }

      await withId(db.schema.createTable('spot_tags'))
        .addColumn('spot_id', 'integer', (c) =>
          c.notNull().references('spots.id').onDelete('cascade'),
        )
        .addColumn('tag_id', 'integer', (c) =>
          c.notNull().references('tags.id').onDelete('cascade'),
        )
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('auto', 'smallint', flag)
        .addColumn('rating', 'integer', flag)
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'bigint', created)
        .addUniqueConstraint('spot_tags_spot_tag', ['spot_id', 'tag_id'])
        .execute();
      await db.schema
        .createIndex('spot_tags_tag')
        .on('spot_tags')
        .columns(['tag_id', 'spot_id'])
        .execute();

      await withId(db.schema.createTable('photos'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('spot_id', 'integer', (c) => c.references('spots.id').onDelete('set null'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('exif', 'text')
        .addColumn('img_type', 'smallint', flag)
        .addColumn('rating', 'integer', flag)
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('ar', real, (c) => c.notNull())
        .addColumn('blurhash', 'text')
        .addColumn('author', 'text')
        .addColumn('author_url', 'text')
        .addColumn('license', 'text')
        .addColumn('link_url', 'text')
        .addColumn('link_img_url', 'text')
        .addColumn('original_key', 'text')
        .addColumn('original_type', 'text')
        .addColumn('lat', real)
        .addColumn('lng', real)
        .addColumn('taken_at', 'bigint')
        .addColumn('flickr_id', 'text')
        .addColumn('farm', 'text')
        .addColumn('server', 'text')
        .addColumn('secret', 'text')
        .addColumn('created_at', 'bigint', created)
        .addColumn('updated_at', 'bigint', created)
        .execute();
      await db.schema
        .createIndex('photos_spot')
        .on('photos')
        .columns(['spot_id', 'rating'])
        .execute();
      await db.schema
        .createIndex('photos_user')
        .on('photos')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema.createIndex('photos_created').on('photos').column('created_at').execute();
      await db.schema.createIndex('photos_rating').on('photos').columns(['rating', 'id']).execute();

      await withId(db.schema.createTable('proposals'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('spot_id', 'integer', (c) => c.references('spots.id').onDelete('cascade'))
        .addColumn('photo_id', 'integer', (c) => c.references('photos.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('new_title', 'text')
        .addColumn('new_lat', real)
        .addColumn('new_lng', real)
        .addColumn('new_spot_id', 'integer', (c) => c.references('spots.id').onDelete('cascade'))
        .addColumn('rating', 'integer', flag)
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('created_at', 'bigint', created)
        .addColumn('decided_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('proposals_spot')
        .on('proposals')
        .columns(['spot_id', 'status'])
        .execute();
      await db.schema
        .createIndex('proposals_photo')
        .on('proposals')
        .columns(['photo_id', 'status'])
        .execute();

      await withId(db.schema.createTable('descriptions'))
        .addColumn('spot_id', 'integer', (c) =>
          c.notNull().references('spots.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('rating', 'integer', flag)
        .addColumn('author', 'text')
        .addColumn('license', 'text')
        .addColumn('link_url', 'text')
        .addColumn('created_at', 'bigint', created)
        .addColumn('updated_at', 'bigint', created)
        .execute();
      // Only one description per user per spot.
      await db.schema
        .createIndex('descriptions_spot_user')
        .on('descriptions')
        .columns(['spot_id', 'user_id'])
        .unique()
        .execute();

      await withId(db.schema.createTable('votes'))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'integer', (c) => c.notNull())
        .addColumn('value', 'smallint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', created)
        .addUniqueConstraint('votes_user_target', ['user_id', 'target_type', 'target_id'])
        .execute();
      await db.schema
        .createIndex('votes_target')
        .on('votes')
        .columns(['target_type', 'target_id'])
        .execute();

      await withId(db.schema.createTable('spot_lists'))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('url_title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('cover_photo_id', 'integer', (c) =>
          c.references('photos.id').onDelete('set null'),
        )
        .addColumn('created_at', 'bigint', created)
        .addColumn('updated_at', 'bigint', created)
        .addUniqueConstraint('spot_lists_user_url', ['user_id', 'url_title'])
        .execute();
      await db.schema
        .createTable('spot_list_spots')
        .addColumn('list_id', 'integer', (c) =>
          c.notNull().references('spot_lists.id').onDelete('cascade'),
        )
        .addColumn('spot_id', 'integer', (c) =>
          c.notNull().references('spots.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', flag)
        .addColumn('added_at', 'bigint', created)
        .addPrimaryKeyConstraint('spot_list_spots_pk', ['list_id', 'spot_id'])
        .execute();
      await db.schema
        .createTable('spot_list_photos')
        .addColumn('list_id', 'integer', (c) =>
          c.notNull().references('spot_lists.id').onDelete('cascade'),
        )
        .addColumn('photo_id', 'integer', (c) =>
          c.notNull().references('photos.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', flag)
        .addColumn('added_at', 'bigint', created)
        .addPrimaryKeyConstraint('spot_list_photos_pk', ['list_id', 'photo_id'])
        .execute();

      await withId(db.schema.createTable('guides'))
        .addColumn('tag_id', 'integer', (c) => c.references('tags.id').onDelete('set null'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('perma', 'text', (c) => c.notNull().unique())
        .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('img_head', 'integer', (c) => c.references('photos.id').onDelete('set null'))
        .addColumn('img_head_offset', 'integer', (c) => c.notNull().defaultTo(66))
        .addColumn('rating', 'integer', flag)
        .addColumn('created_at', 'bigint', created)
        .addColumn('updated_at', 'bigint', created)
        .execute();
      await db.schema.createIndex('guides_tag').on('guides').column('tag_id').execute();

      await withId(db.schema.createTable('views_3d'))
        .addColumn('spot_id', 'integer', (c) =>
          c.notNull().references('spots.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('lat', real, (c) => c.notNull())
        .addColumn('lng', real, (c) => c.notNull())
        .addColumn('heading', real, (c) => c.notNull())
        .addColumn('pitch', real, (c) => c.notNull())
        .addColumn('fov', real, (c) => c.notNull())
        .addColumn('created_at', 'bigint', created)
        .execute();
      await db.schema
        .createIndex('views_3d_spot')
        .on('views_3d')
        .columns(['spot_id', 'created_at'])
        .execute();

      await withId(db.schema.createTable('adjustments_3d'))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('lat', real, (c) => c.notNull())
        .addColumn('lng', real, (c) => c.notNull())
        .addColumn('heading_adj', real, (c) => c.notNull())
        .addColumn('pitch_adj', real, (c) => c.notNull())
        .addColumn('created_at', 'bigint', created)
        .execute();
      await db.schema
        .createIndex('adjustments_3d_position')
        .on('adjustments_3d')
        .columns(['lat', 'lng'])
        .execute();

      await withId(db.schema.createTable('elevation_adjustments'))
        .addColumn('spot_id', 'integer', (c) =>
          c.notNull().references('spots.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('elevation', real, (c) => c.notNull())
        .addColumn('created_at', 'bigint', created)
        .execute();
      await db.schema
        .createIndex('elevation_adjustments_spot')
        .on('elevation_adjustments')
        .column('spot_id')
        .execute();

      await db.schema
        .createTable('weather_cache')
        .addColumn('spot_id', 'integer', (c) =>
          c.primaryKey().references('spots.id').onDelete('cascade'),
        )
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('fetched_at', 'bigint', created)
        .addColumn('expires_at', 'bigint', created)
        .execute();

      await withId(db.schema.createTable('flickr_imports'))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('flickr_id', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('lat', real)
        .addColumn('lng', real)
        .addColumn('image_url', 'text', (c) => c.notNull())
        .addColumn('data', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('preserve', 'smallint', flag)
        .addColumn('spot_id', 'integer', (c) => c.references('spots.id').onDelete('set null'))
        .addColumn('photo_id', 'integer', (c) => c.references('photos.id').onDelete('set null'))
        .addColumn('created_at', 'bigint', created)
        .addUniqueConstraint('flickr_imports_user_photo', ['user_id', 'flickr_id'])
        .execute();

      await db.schema
        .createTable('app_meta')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
