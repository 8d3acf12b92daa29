import type { Config } from '../../config';
import { GazetteerGeocoder } from './gazetteer';
import type { Geocoder } from './geocoder';
import { NominatimGeocoder } from './nominatim';

export type { Address, GeocodedPlace, Geocoder } from './geocoder';

/** The settings the geocoder is chosen by. */
export type GeocoderConfig = Pick<Config, 'nominatimUrl' | 'nominatimEmail' | 'geocoderUserAgent'>;

/** Nominatim when NOMINATIM_URL is set, else the bundled gazetteer of world cities. */
export function createGeocoder(config: GeocoderConfig): Geocoder {
  if (!config.nominatimUrl) return new GazetteerGeocoder();
  return new NominatimGeocoder({
    baseUrl: config.nominatimUrl,
    userAgent: config.geocoderUserAgent,
    email: config.nominatimEmail,
  });
}
