import { countryCoder } from './country-coder';

/** country-coder's English names where people say something shorter. */
const SHORT_NAMES: Record<string, string> = {
  US: 'United States',
  CN: 'China',
  DK: 'Denmark',
  NL: 'Netherlands',
  IE: 'Ireland',
  CY: 'Cyprus',
  BS: 'Bahamas',
  GM: 'Gambia',
};

/** UN M49 regions that are continents, by their country-coder id. */
const CONTINENT_BY_REGION: Record<string, string> = {
  '150': 'Europe',
  '002': 'Africa',
  '142': 'Asia',
  '009': 'Oceania',
  AQ: 'Antarctica',
  // The Americas are split as people name them: M49's "South America" and the rest.
  '005': 'South America',
  '019': 'North America',
};
const CONTINENT_ORDER = ['AQ', '005', '019', '150', '002', '142', '009'];

export interface Country {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  name: string;
}

/** The English name of a country or territory by its ISO alpha-2 code, or null if unknown. */
export function countryName(code: string): string | null {
  const upper = code.toUpperCase();
  if (SHORT_NAMES[upper]) return SHORT_NAMES[upper];
  const found = /^[A-Z]{2}$/.test(upper) ? countryCoder().feature(upper) : null;
  return found?.properties.iso1A2 === upper ? found.properties.nameEn : null;
}

/** The country containing a position (Antarctica counts as one), or null at sea. */
export function countryAt(lat: number, lng: number): Country | null {
  const found = countryCoder().feature([lng, lat]);
  const code = found?.properties.iso1A2;
  if (!found || !code) return null;
  return { code, name: SHORT_NAMES[code] ?? found.properties.nameEn };
}

/** The continent containing a position, or null at sea. */
export function continentAt(lat: number, lng: number): string | null {
  const ids = new Set(
    countryCoder()
      .featuresContaining([lng, lat])
      .map((area) => area.properties.id),
  );
  const id = CONTINENT_ORDER.find((region) => ids.has(region));
  return id ? CONTINENT_BY_REGION[id]! : null;
}
