import type { BBox } from '@vantage/shared';

/** What reverse geocoding knows about a position, from the largest area to the smallest. */
export interface Address {
  /** One line for people, e.g. 'Seceda, Ortisei, South Tyrol, Italy'. */
  displayName: string;
  country: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string | null;
  state: string | null;
  county: string | null;
  city: string | null;
}

/** A place found by forward geocoding. */
export interface GeocodedPlace {
  displayName: string;
  lat: number;
  lng: number;
  /** The extent to show, crossing the antimeridian when `west > east`. */
  bbox: BBox;
  /** What kind of place it is, e.g. 'city', 'town', 'country', 'peak'. */
  kind: string | null;
}

/** Forward and reverse geocoding: Nominatim, or the bundled gazetteer. */
export interface Geocoder {
  readonly name: 'nominatim' | 'gazetteer';
  /** Places matching the text, best first, at most `limit`, deduplicated by display name. */
  search(text: string, limit: number): Promise<GeocodedPlace[]>;
  /** The address at a position, or null when nothing is known there (open sea). */
  reverse(lat: number, lng: number): Promise<Address | null>;
  /** Loads the bundled data it reads, so that the first search does not wait for it. */
  warm?(): Promise<void>;
}
