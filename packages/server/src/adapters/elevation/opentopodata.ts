import { z } from 'zod';
import { fetchJson, serviceUrl } from '../weather/fetch-json';
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
  constructor(private readonly options: OpenTopoDataOptions) {}

  async elevationM(lat: number, lng: number): Promise<number | null> {
    const answer = await fetchJson({
      service: 'Elevation lookup',
      url: serviceUrl(this.options.baseUrl, `/v1/${this.options.dataset}`, {
        locations: `${lat.toFixed(6)},${lng.toFixed(6)}`,
      }),
      schema: LookupAnswer,
      timeoutMs: this.options.timeoutMs ?? 3000,
    });
    const elevation = answer.results[0]!.elevation;
    return elevation === null ? null : Math.round(elevation * 10) / 10;
  }
}
