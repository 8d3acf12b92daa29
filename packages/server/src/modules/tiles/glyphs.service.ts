import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { badRequest } from '../../lib/errors';
import { Lru } from '../../lib/lru';
import { strongEtag, type EncodedTile } from './tiles.service';

/** Font stacks with prebuilt SDF glyphs (Noto Sans, SIL Open Font License, from qwant-maps-fonts). */
export const BASEMAP_FONTS = ['Noto Sans Regular', 'Noto Sans Bold', 'Noto Sans Italic'] as const;

const RANGE_SIZE = 256;
const LAST_RANGE_START = 65_280;

const require = createRequire(import.meta.url);
// Country names use a handful of ranges; 64 leaves room for a few scripts in all three fonts.
const cache = new Lru<string, EncodedTile>(64);
let fontRoot: string | undefined;

/** Validates a glyph range such as `0-255`; returns its first code point. */
export function parseGlyphRange(range: string): number {
  const match = /^(\d{1,5})-(\d{1,5})$/.exec(range);
  const start = Number(match?.[1]);
  const end = Number(match?.[2]);
  if (
    !match ||
    start % RANGE_SIZE !== 0 ||
    start > LAST_RANGE_START ||
    end !== start + RANGE_SIZE - 1
  ) {
    throw badRequest('range', 'must be a block of 256 code points such as 0-255 or 256-511');
  }
  return start;
}

/**
 * The glyph PBF of one 256-code-point block for a font stack. MapLibre joins a layer's
 * `text-font` list with commas; the first font served here answers for the whole stack.
 * Null when no font of the stack is served.
 */
export async function readGlyphs(fontstack: string, range: string): Promise<EncodedTile | null> {
  const start = parseGlyphRange(range);
  const font = fontstack
    .split(',')
    .map((name) => name.trim())
    .find((name): name is (typeof BASEMAP_FONTS)[number] =>
      (BASEMAP_FONTS as readonly string[]).includes(name),
    );
  if (!font) return null;

  const key = `${font}/${start}`;
  const cached = cache.get(key);
  if (cached) return cached;
  fontRoot ??= path.join(path.dirname(require.resolve('qwant-maps-fonts/package.json')), 'dist');
  const data = await readFile(path.join(fontRoot, font, `${start}-${start + RANGE_SIZE - 1}.pbf`));
  const glyphs = { data, etag: strongEtag(data) };
  cache.set(key, glyphs);
  return glyphs;
}
