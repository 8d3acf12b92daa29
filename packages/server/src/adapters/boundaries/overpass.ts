import { z } from 'zod';
import { VersionedCache } from '../../lib/versioned-cache';
import { RequestSpacing } from '../geocoder/request-spacing';
import type { AreaBoundary, Boundaries } from './boundaries';
import { boundaryTags } from './boundary-rules';
import { countryCoder } from './country-coder';
import { continentAt } from './world-regions';

/** The interpreter's JSON answer (fields this adapter reads). */
const InterpreterAnswer = z.object({
  elements: z.array(
    z.object({
      type: z.string(),
      tags: z.record(z.string(), z.string()).optional(),
    }),
  ),
  /** Set when the query ran out of time or memory: the elements are then incomplete. */
  remark: z.string().optional(),
});

export interface OverpassOptions {
  /** The interpreter URL, e.g. https://overpass-api.de/api/interpreter. */
  url: string;
  userAgent: string;
  timeoutMs?: number;
  cacheTtlMs?: number;
  spacing?: RequestSpacing;
}

/**
 * The areas around a position that can name it: administrative, protected, parks, land use.
 * Ten seconds at most: someone is waiting for the new spot (is_in usually takes one or two).
 */
export function isInQuery(lat: number, lng: number): string {
  return (
    `[out:json][timeout:10];is_in(${lat},${lng})->.a;` +
    '(area.a[name][boundary];area.a[name][leisure=park];area.a[name][landuse];);out tags;'
  );
}

const ONE_HOUR_MS = 3_600_000;
const spacingByServer = new Map<string, RequestSpacing>();

/** Area boundaries from an Overpass API server, plus the continent, which OSM does not map. */
export class OverpassBoundaries implements Boundaries {
  readonly name = 'overpass';
  private readonly spacing: RequestSpacing;
  private readonly answers: VersionedCache<AreaBoundary[]>;

  constructor(private readonly options: OverpassOptions) {
    const origin = new URL(options.url).origin;
    let spacing = options.spacing ?? spacingByServer.get(origin);
    if (!spacing) {
      // Public Overpass servers give each client a couple of slots: one request a second
      // per process stays well inside them.
      spacing = new RequestSpacing(1000, 10_000);
      spacingByServer.set(origin, spacing);
    }
    this.spacing = spacing;
    this.answers = new VersionedCache({
      maxEntries: 2000,
      lifetimeMs: options.cacheTtlMs ?? ONE_HOUR_MS,
    });
  }

  /** The continent comes from the bundled outlines, which load in one go. */
  async warm(): Promise<void> {
    countryCoder();
  }

  isIn(lat: number, lng: number): Promise<AreaBoundary[]> {
    // Five decimals are ~1 m, finer than any boundary's drawing.
    const latText = lat.toFixed(5);
    const lngText = lng.toFixed(5);
    return this.answers.get(`${latText},${lngText}`, async () => {
      const answer = await this.spacing.run(() => this.post(isInQuery(+latText, +lngText)));
      const parsed = InterpreterAnswer.safeParse(answer);
      if (!parsed.success) throw new Error('Overpass answered in an unexpected shape');
      if (parsed.data.remark && /error/i.test(parsed.data.remark)) {
        throw new Error(`Overpass could not finish the query: ${parsed.data.remark}`);
      }
      const areas = parsed.data.elements
        .filter((element) => element.type === 'area' && element.tags)
        .map((element) => element.tags!);
      return boundaryTags(areas, continentAt(lat, lng));
    });
  }

  private async post(query: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(this.options.url, {
        method: 'POST',
        headers: {
          'User-Agent': this.options.userAgent,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ data: query }).toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      const reason =
        error instanceof DOMException && error.name === 'TimeoutError'
          ? 'timed out'
          : error instanceof Error
            ? error.message
            : String(error);
      throw new Error(`Overpass query failed: ${reason}`, { cause: error });
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`Overpass answered HTTP ${response.status}`);
    }
    try {
      return await response.json();
    } catch (error) {
      throw new Error('Overpass answered with invalid JSON', { cause: error });
    }
  }
}
