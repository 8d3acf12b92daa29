import { readFileSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { AreaBoundary, Boundaries } from './boundaries';
import { countryCoder } from './country-coder';
import { PolygonIndex } from './polygon-index';
import { continentAt, countryAt } from './world-regions';

/** The states (and DC, Puerto Rico and the island territories) of us-atlas, 1:10m. */
function loadUsStates(): PolygonIndex<string> {
  const file = createRequire(import.meta.url).resolve('us-atlas/states-10m.json');
  const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology<{
    states: GeometryCollection<{ name: string }>;
  }>;
  const states = new PolygonIndex<string>();
  for (const state of feature(topology, topology.objects.states).features) {
    if (state.properties.name) states.add(state.properties.name, state.geometry);
  }
  return states;
}

/**
 * Continent and country from country-coder's outlines, and the state within the United
 * States from us-atlas: the areas that can be known without a network.
 */
export class OfflineBoundaries implements Boundaries {
  readonly name = 'offline';
  private usStates: PolygonIndex<string> | null = null;

  async warm(): Promise<void> {
    // country-coder builds its index as it loads, in one go (about a tenth of a second).
    countryCoder();
    await nextTurn();
    this.usStates ??= loadUsStates();
  }

  async isIn(lat: number, lng: number): Promise<AreaBoundary[]> {
    const areas: AreaBoundary[] = [];
    const continent = continentAt(lat, lng);
    if (continent) areas.push({ name: continent, kind: 'continent', adminLevel: null });
    const country = countryAt(lat, lng);
    // Antarctica is a continent, not also a country.
    if (country && country.name !== continent) {
      areas.push({ name: country.name, kind: 'country', adminLevel: 2 });
    }
    if (country?.code === 'US') {
      this.usStates ??= loadUsStates();
      for (const state of this.usStates.containing(lat, lng)) {
        areas.push({ name: state, kind: 'state', adminLevel: 4 });
      }
    }
    return areas;
  }
}
