import zlib from 'node:zlib';

/** PNG's colour types this site writes. */
const COLOUR_TYPE = { grey: 0, rgba: 6 } as const;

/**
 * A PNG file of 8 bits per channel around `compressedRows`: the image's rows, each led by its
 * filter byte, already deflated. The header declares `width × height` whatever the rows hold.
 */
export function pngFile(
  width: number,
  height: number,
  colour: keyof typeof COLOUR_TYPE,
  compressedRows: Buffer,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, COLOUR_TYPE[colour], 0, 0, 0], 8); // bit depth, colour, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', compressedRows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG chunk with its length and CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}
