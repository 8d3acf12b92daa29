// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as Schemas from '@vantage/shared/schemas';
import { wrapSchemas } from '../../lazy-schemas';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds its schema on first use, and once', () => {
    let builds = 0;
    const Point = lazySchema(() => {
      builds += 1;
      return z.object({ lat: z.number(), lng: z.number() });
    });
    expect(builds).toBe(0);
    expect(Point.parse({ lat: 1, lng: 2 })).toEqual({ lat: 1, lng: 2 });
    expect(Point.safeParse({ lat: 'x' }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('fails with the issues of the schema it stands for', () => {
    const eager = z.object({ title: z.string().min(3) });
    const lazy = lazySchema(() => z.object({ title: z.string().min(3) }));
    expect(lazy.safeParse({ title: 'ab' }).error?.issues).toEqual(
      eager.safeParse({ title: 'ab' }).error?.issues,
    );
  });

  it('composes into other schemas as the schema itself', () => {
    const Photo = lazySchema(() => z.object({ id: z.number(), kind: z.literal('photo') }));
    const Video = lazySchema(() => z.object({ id: z.number(), kind: z.literal('video') }));
    const Spot = lazySchema(() => z.object({ photo: Photo.optional(), media: z.array(Photo) }));
    const Wide = lazySchema(() => Photo.extend({ width: z.number() }));
    const Media = z.discriminatedUnion('kind', [Photo, Video]);

    expect(Spot.parse({ media: [{ id: 1, kind: 'photo' }] })).toEqual({
      media: [{ id: 1, kind: 'photo' }],
    });
    expect(Wide.parse({ id: 1, kind: 'photo', width: 9 }).width).toBe(9);
    expect(Media.parse({ id: 2, kind: 'video' }).kind).toBe('video');
    expect(Photo).toBeInstanceOf(z.ZodObject);
    expect(Object.keys(Photo.shape)).toEqual(['id', 'kind']);
  });

  it('stands for every shared API schema alike', () => {
    const schemas = Object.values(Schemas as Record<string, unknown>).filter(
      (value): value is z.ZodType => value instanceof z.ZodType,
    );
    expect(schemas.length).toBeGreaterThan(100);
    for (const schema of schemas) {
      const lazy = lazySchema(() => schema);
      expect(lazy).toBeInstanceOf(z.ZodType);
      expect(lazy.safeParse({}).success).toBe(schema.safeParse({}).success);
      expect(lazy.optional().safeParse(undefined).success).toBe(true);
    }
  });
});

describe('wrapSchemas', () => {
  const wrap = (code: string) => wrapSchemas(code, '/lazy.ts')?.toString() ?? null;

  it('wraps the top-level schemas built from zod or from other schemas', () => {
    const code = [
      "import { z } from 'zod';",
      "import { Photo } from './photo.js';",
      'export const Point = z.object({ lat: z.number() }).strict();',
      'const Base = Photo.extend({ width: z.number() });',
      'export const List = z.array(Base), MAX = 3;',
    ].join('\n');
    expect(wrap(code)).toBe(
      [
        'import { lazySchema } from "/lazy.ts";',
        "import { z } from 'zod';",
        "import { Photo } from './photo.js';",
        'export const Point = lazySchema(() => z.object({ lat: z.number() }).strict());',
        'const Base = lazySchema(() => Photo.extend({ width: z.number() }));',
        'export const List = lazySchema(() => z.array(Base)), MAX = 3;',
      ].join('\n'),
    );
  });

  it('leaves constants, functions and inner schemas as they are', () => {
    const code = [
      "import { z } from 'zod';",
      'export const TITLE_MAX = 80;',
      'export const NAMES = Object.freeze(["a"]);',
      'export const text = (max) => z.string().max(max);',
      'let Later = z.string();',
      'export function path(id) { const Id = z.number(); return Id.parse(id); }',
      "import { PHOTO_MAX } from './photo.js';",
      'export const Halves = PHOTO_MAX.toFixed(1);',
    ].join('\n');
    expect(wrap(code)).toBeNull();
  });
});
