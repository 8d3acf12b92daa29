import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const tzlookup = require('@photostructure/tz-lookup') as (lat: number, lng: number) => string;

/** The IANA time zone at a position, looked up offline. */
export function timeZoneAt(lat: number, lng: number): string | null {
  try {
    return tzlookup(lat, lng);
  } catch {
    return null;
  }
}
