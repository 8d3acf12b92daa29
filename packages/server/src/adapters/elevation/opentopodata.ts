import { z } from 'zod';
import { fetchJson } from '../weather/fetch-json';
import type { ElevationSource } from './elevation';

/** `/v1/{dataset}?locations=lat,lng`: one result per location, elevation null outside the data. */
const LookupAnswer = z.object({
  results: z.array(z.object({ elevation: z.number().nullable() })).min(1),
});

export interface OpenTopoDataOptions {
  baseUrl: string;
  dataset: string;
  timeoutMs?: number;
}

/** An OpenTopoData server (api.opentopodata.org or one's own with its SRTM, ASTER… datasets). */
export class OpenTopoData implements ElevationSource {
  readonly name = 'opentopodata';
  private readonly baseUrl: string;

  constructor(private readonly options: OpenTopoDataOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  async elevationM(lat: number, lng: number): Promise<number | null> {
    const url = new URL(`${this.baseUrl}/v1/${this.options.dataset}`);
    url.searchParams.set('locations', `${lat.toFixed(6)},${lng.toFixed(6)}`);
    const answer = await fetchJson({
      service: 'Elevation lookup',
      url,
      schema: LookupAnswer,
      timeoutMs: this.options.timeoutMs ?? 3000,
    });
    const elevation = answer.results[0]!.elevation;
    return elevation === null ? null : Math.round(elevation * 10) / 10;
  }
}
