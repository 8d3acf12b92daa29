import { zxyToTileId } from 'pmtiles';

/** PMTiles v3 tile types this writer labels archives with. */
export const PMTILES_TYPE = { mvt: 1, png: 2 } as const;

function varint(value: number, out: number[]) {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
}

/**
 * A PMTiles v3 archive written by the format's specification: a 127-byte header, one root
 * directory and JSON metadata stored uncompressed, then the tile data, clustered by tile id.
 */
export function writePmtiles(
  tiles: ReadonlyArray<{ z: number; x: number; y: number; data: Buffer }>,
  options: { tileType: number; metadata: Record<string, unknown> },
): Buffer {
  const sorted = tiles
    .map((tile) => ({ ...tile, id: zxyToTileId(tile.z, tile.x, tile.y) }))
    .sort((a, b) => a.id - b.id);
  const entries: Array<{ id: number; offset: number; length: number }> = [];
  let offset = 0;
  for (const tile of sorted) {
    entries.push({ id: tile.id, offset, length: tile.data.length });
    offset += tile.data.length;
  }
  const dir: number[] = [];
  varint(entries.length, dir);
  let last = 0;
  for (const entry of entries) {
    varint(entry.id - last, dir);
    last = entry.id;
  }
  for (let i = 0; i < entries.length; i++) varint(1, dir);
  for (const entry of entries) varint(entry.length, dir);
  entries.forEach((entry, i) => {
    const previous = entries[i - 1];
    if (previous && entry.offset === previous.offset + previous.length) varint(0, dir);
    else varint(entry.offset + 1, dir);
  });
  const directory = Buffer.from(dir);
  const metadata = Buffer.from(JSON.stringify(options.metadata));
  const tileData = Buffer.concat(sorted.map((tile) => tile.data));
  const zooms = sorted.map((tile) => tile.z);

  const header = Buffer.alloc(127);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const u64 = (position: number, value: number) => header.writeBigUInt64LE(BigInt(value), position);
  u64(8, 127);
  u64(16, directory.length);
  u64(24, 127 + directory.length);
  u64(32, metadata.length);
  u64(40, 127 + directory.length + metadata.length);
  u64(48, 0);
  u64(56, 127 + directory.length + metadata.length);
  u64(64, tileData.length);
  u64(72, sorted.length);
  u64(80, sorted.length);
  u64(88, sorted.length);
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(1, 97); // internal compression: none
  header.writeUInt8(1, 98); // tile compression: none
  header.writeUInt8(options.tileType, 99);
  header.writeUInt8(Math.min(...zooms), 100);
  header.writeUInt8(Math.max(...zooms), 101);
  header.writeInt32LE(-180e7, 102);
  header.writeInt32LE(-85e7, 106);
  header.writeInt32LE(180e7, 110);
  header.writeInt32LE(85e7, 114);
  header.writeUInt8(0, 118);
  header.writeInt32LE(0, 119);
  header.writeInt32LE(0, 123);
  return Buffer.concat([header, directory, metadata, tileData]);
}
