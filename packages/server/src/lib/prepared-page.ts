import { constants, crc32, deflateRawSync } from 'node:zlib';
import { crc32Combine, crc32Shift } from './crc32-combine';

/** One part of a prepared page, compressed on its own. */
interface DeflatedPart {
  /** Raw deflate blocks, none final, ending on a byte boundary (a sync flush). */
  blocks: Buffer;
  crc: number;
  /** What the part's bytes do to the CRC before them. */
  shift: number;
}

/**
 * A page kept for many responses, each of which puts its own short text (its script nonce
 * attribute) between the parts: the parts are encoded and compressed once, and a response
 * only joins them around its text, also compressed, without reading the page again.
 */
export interface PreparedPage {
  parts: Buffer[];
  deflated: DeflatedPart[];
  /** Bytes of the parts, without what responses put between them. */
  size: number;
}

/** gzip's header: deflate, no name, no time, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block with fixed codes: the end of the deflate stream. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);
/** The longest text a stored block holds. */
const STORED_BLOCK_MAX = 65_535;

/** Encodes and compresses `parts`, which each response joins around its own text. */
export function preparePage(parts: readonly string[]): PreparedPage {
  const buffers = parts.map((part) => Buffer.from(part));
  return {
    parts: buffers,
    deflated: buffers.map((bytes) => ({
      // Each part compressed on its own refers to nothing before it, so any text may come
      // between the parts.
      blocks: deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }),
      crc: crc32(bytes),
      shift: crc32Shift(bytes.length),
    })),
    size: buffers.reduce((sum, bytes) => sum + bytes.length, 0),
  };
}

/** The page with `between` between each of its parts. */
export function joinedPage(page: PreparedPage, between: string): Buffer {
  const text = Buffer.from(between);
  const pieces: Buffer[] = [];
  for (const [index, part] of page.parts.entries()) {
    if (index > 0) pieces.push(text);
    pieces.push(part);
  }
  return Buffer.concat(pieces, page.size + text.length * (page.parts.length - 1));
}

/** {@link joinedPage} in gzip, made from the parts compressed once and `between` stored as it is. */
export function joinedPageGzip(page: PreparedPage, between: string): Buffer {
  const text = Buffer.from(between);
  if (text.length > STORED_BLOCK_MAX) throw new Error('text between parts too long');
  const stored = storedBlock(text);
  const textCrc = crc32(text);
  const textShift = crc32Shift(text.length);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  for (const [index, part] of page.deflated.entries()) {
    if (index > 0) {
      pieces.push(stored);
      crc = crc32Combine(crc, textCrc, textShift);
    }
    pieces.push(part.blocks);
    crc = crc32Combine(crc, part.crc, part.shift);
  }
  const length = page.size + text.length * (page.deflated.length - 1);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  // gzip keeps the length modulo 2^32.
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  pieces.push(LAST_BLOCK, trailer);
  return Buffer.concat(pieces);
}

/** `bytes` as a deflate block stored without compression (not the last block). */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length);
  // BFINAL 0, BTYPE 00, then padding to the byte boundary.
  block[0] = 0;
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}
