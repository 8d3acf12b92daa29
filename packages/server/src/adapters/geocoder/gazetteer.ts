import { boxAroundDeg, PLACE_RESULTS_MAX } from '@vantage/shared';
import { countryCoder } from '../boundaries/country-coder';
import { countryAt, countryName } from '../boundaries/world-regions';
import { adminAreaName, adminAreaNames } from './admin-areas';
import { CityGrid } from './city-grid';
import {
  cityName,
  COORDINATE_SCALE,
  loadCityTable,
  sharedCityTable,
  type CityTable,
} from './city-table';
import { loadCountryIndex, loadCountryIndexInSlices, type CountryEntry } from './country-index';
import type { Address, GeocodedPlace, Geocoder } from './geocoder';
import { foldName } from './text-fold';

/** How well a name matches: whole name, start of the name, start of a word, anywhere. */
const EXACT = 0;
const PREFIX = 1;
const WORD = 2;
const INSIDE = 3;
/** Shorter texts match only at the start of a word: 'al' inside every name helps nobody. */
const INSIDE_MIN_LENGTH = 3;
/** The byte of a space in the folded names. */
const SPACE = 0x20;
/** Reverse geocoding names the nearest place no farther than this. */
const NEAREST_PLACE_MAX_M = 50_000;

interface Candidate {
  quality: number;
  /** Countries rank before places of the same match quality. */
  population: number;
  /** A place index, or a country as -1 - its index. */
  index: number;
}

/** What the text after a comma allows: countries, or first-level areas as 'US/TX'. */
interface Qualifier {
  countries: Set<string>;
  areas: Set<string>;
}

interface Loaded {
  cities: CityTable;
  grid: CityGrid;
  /** Display name of each country of `cities.countries`. */
  countryNames: string[];
  areaKeys: Map<string, string[]>;
}

function matchQuality(name: string, query: string): number | null {
  if (name === query) return EXACT;
  if (name.startsWith(query)) return PREFIX;
  if (name.includes(` ${query}`)) return WORD;
  return query.length >= INSIDE_MIN_LENGTH && name.includes(query) ? INSIDE : null;
}

function better(a: Candidate, b: Candidate): boolean {
  return a.quality < b.quality || (a.quality === b.quality && a.population > b.population);
}

/** The best `size` candidates, best first, kept sorted as they come. */
class TopList {
  readonly items: Candidate[] = [];
  constructor(private readonly size: number) {}

  offer(candidate: Candidate): void {
    const { items } = this;
    if (items.length === this.size && !better(candidate, items[items.length - 1]!)) return;
    let at = items.length;
    while (at > 0 && better(candidate, items[at - 1]!)) at--;
    items.splice(at, 0, candidate);
    if (items.length > this.size) items.pop();
  }
}

/** The lookups over a loaded table of places. */
function prepare(cities: CityTable): Loaded {
  const areaKeys = new Map<string, string[]>();
  for (const area of adminAreaNames()) {
    for (const name of area.names) {
      const key = foldName(name);
      areaKeys.set(key, [...(areaKeys.get(key) ?? []), `${area.country}/${area.code}`]);
    }
  }
  return {
    cities,
    grid: new CityGrid(cities),
    countryNames: cities.countries.map((code) => countryName(code) ?? code),
    areaKeys,
  };
}

/**
 * Geocoding from bundled data, without network: the world's places of 1000 people or more
 * (GeoNames) and the countries (country-coder, Natural Earth). Loaded by {@link warm} after
 * the server starts listening, or else on first use.
 */
export class GazetteerGeocoder implements Geocoder {
  readonly name = 'gazetteer';
  private loaded: Loaded | null = null;
  /** Only search needs the countries' outlines: reverse geocoding does without them. */
  private countryIndex: CountryEntry[] | null = null;
  private warming: Promise<void> | null = null;

  /** Whether the places and the countries are loaded, so that no search or address waits. */
  get isWarm(): boolean {
    return this.loaded !== null && this.countryIndex !== null;
  }

  /**
   * Loads the places and the countries a short slice at a time (about half a second of work
   * in all), so that requests meanwhile are answered and the first search finds them loaded.
   */
  warm(): Promise<void> {
    return (this.warming ??= (async () => {
      const countries = await loadCountryIndexInSlices();
      this.countryIndex ??= countries;
      const cities = await sharedCityTable();
      this.loaded ??= prepare(cities);
    })());
  }

  /** A search or address asked for while the data loads waits for it instead of loading it again. */
  private async warmed(): Promise<void> {
    if (!this.isWarm && this.warming) await this.warming.catch(() => undefined);
  }

  async search(text: string, limit: number): Promise<GeocodedPlace[]> {
    await this.warmed();
    const max = Math.max(0, Math.min(Math.floor(limit), PLACE_RESULTS_MAX));
    const [first = '', ...rest] = text.split(',');
    const query = foldName(first);
    if (max === 0 || query === '') return [];
    const qualifiers = rest
      .map((part) => this.qualifier(foldName(part)))
      .filter((qualifier) => qualifier !== null);
    // Room for places that share a display name with a better one.
    const top = new TopList(max * 3);
    this.matchCountries(query, qualifiers, top);
    this.matchCities(query, qualifiers, top);
    const seen = new Set<string>();
    const places: GeocodedPlace[] = [];
    for (const candidate of top.items) {
      const place =
        candidate.index < 0
          ? this.countryPlace(this.countries()[-1 - candidate.index]!)
          : this.cityPlace(candidate.index);
      if (seen.has(place.displayName)) continue;
      seen.add(place.displayName);
      places.push(place);
      if (places.length === max) break;
    }
    return places;
  }

  async reverse(lat: number, lng: number): Promise<Address | null> {
    await this.warmed();
    const { cities, grid, countryNames } = this.data();
    const country = countryAt(lat, lng);
    // Near a border the nearest town may lie in the neighbour: take one on this side.
    const here = country ? new Set(countryCoder().iso1A2Codes([lng, lat])) : null;
    const nearest = grid.nearest(
      lat,
      lng,
      NEAREST_PLACE_MAX_M,
      (index) =>
        cities.section[index] === 0 &&
        (here === null || here.has(cities.countries[cities.country[index]!]!)),
    );
    if (!country && !nearest) return null;
    const city = nearest ? cityName(cities, nearest.index) : null;
    const cityCountry = nearest ? cities.countries[cities.country[nearest.index]!]! : null;
    const state =
      nearest && cityCountry
        ? adminAreaName(cityCountry, cities.adminCodes[cities.admin[nearest.index]!]!)
        : null;
    const countryCode = country?.code ?? cityCountry;
    const countryLabel =
      country?.name ?? (nearest ? countryNames[cities.country[nearest.index]!]! : null);
    return {
      displayName: [city, state, countryLabel].filter((part) => part).join(', '),
      country: countryLabel,
      countryCode,
      state,
      county: null,
      city,
    };
  }

  private data(): Loaded {
    return (this.loaded ??= prepare(loadCityTable()));
  }

  private countries(): CountryEntry[] {
    return (this.countryIndex ??= loadCountryIndex());
  }

  /** What a part after a comma names ('France', 'FR', 'Texas', 'TX'); null if nothing. */
  private qualifier(text: string): Qualifier | null {
    if (text === '') return null;
    const { areaKeys } = this.data();
    const qualifier: Qualifier = {
      countries: new Set(
        this.countries()
          .filter((c) => c.keys.includes(text))
          .map((c) => c.code),
      ),
      areas: new Set(areaKeys.get(text) ?? []),
    };
    return qualifier.countries.size + qualifier.areas.size > 0 ? qualifier : null;
  }

  private matchCountries(query: string, qualifiers: Qualifier[], top: TopList): void {
    this.countries().forEach((country, index) => {
      if (!qualifiers.every((q) => q.countries.has(country.code))) return;
      let quality: number | null = null;
      for (const key of country.keys) {
        // Codes ('fr', 'usa') name a country only when typed whole.
        const found = key.length <= 3 && key !== query ? null : matchQuality(key, query);
        if (found !== null && (quality === null || found < quality)) quality = found;
      }
      if (quality !== null) top.offer({ quality, population: Infinity, index: -1 - index });
    });
  }

  private matchCities(query: string, qualifiers: Qualifier[], top: TopList): void {
    const { cities } = this.data();
    const { folded, foldedStart } = cities;
    const allowed = (index: number) => {
      const code = cities.countries[cities.country[index]!]!;
      const area = `${code}/${cities.adminCodes[cities.admin[index]!]}`;
      return qualifiers.every((q) => q.countries.has(code) || q.areas.has(area));
    };
    // Short texts match at the start of the name ('\n' precedes each) or of a word only.
    const patterns = query.length >= INSIDE_MIN_LENGTH ? [query] : [`\n${query}`, ` ${query}`];
    // The folded names are UTF-8 bytes: offsets and lengths below count bytes.
    const queryBytes = Buffer.byteLength(query);
    for (const pattern of patterns) {
      const skip = Buffer.byteLength(pattern) - queryBytes;
      let last = -1;
      let lastQuality = INSIDE;
      const flush = () => {
        if (last < 0 || !allowed(last)) return;
        // A section ('Zürich (Kreis 3)') after the places themselves.
        const population = cities.section[last] ? 0 : cities.population[last]!;
        top.offer({ quality: lastQuality, population, index: last });
      };
      for (let hit = folded.indexOf(pattern); hit !== -1; hit = folded.indexOf(pattern, hit + 1)) {
        const at = hit + skip;
        const index = placeAt(foldedStart, at);
        const start = foldedStart[index]!;
        const quality =
          at === start
            ? queryBytes === foldedStart[index + 1]! - 1 - start
              ? EXACT
              : PREFIX
            : folded[at - 1] === SPACE
              ? WORD
              : INSIDE;
        if (index !== last) {
          flush();
          last = index;
          lastQuality = quality;
        } else lastQuality = Math.min(lastQuality, quality);
      }
      flush();
    }
  }

  private cityPlace(index: number): GeocodedPlace {
    const { cities, countryNames } = this.data();
    const lat = cities.lat[index]! / COORDINATE_SCALE;
    const lng = cities.lng[index]! / COORDINATE_SCALE;
    const population = cities.population[index]!;
    const code = cities.countries[cities.country[index]!]!;
    const area = adminAreaName(code, cities.adminCodes[cities.admin[index]!]!);
    const name = cityName(cities, index);
    // The data has no extent: a box that grows with the population, from a village's
    // ~2 km to a metropolis's ~30 km half-size.
    const halfLatDeg = Math.min(
      0.3,
      Math.max(0.02, 0.02 * (Math.max(population, 1) / 1000) ** 0.3),
    );
    return {
      displayName: [name, area, countryNames[cities.country[index]!]]
        .filter((part) => part)
        .join(', '),
      lat,
      lng,
      bbox: boxAroundDeg({ lat, lng }, halfLatDeg),
      kind: population >= 100_000 ? 'city' : population >= 10_000 ? 'town' : 'village',
    };
  }

  private countryPlace(country: CountryEntry): GeocodedPlace {
    return {
      displayName: country.name,
      lat: country.lat,
      lng: country.lng,
      bbox: country.bbox,
      kind: 'country',
    };
  }
}

/** The place whose folded name holds position `at` of the joined text (binary search). */
function placeAt(starts: Uint32Array, at: number): number {
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}
