import { useEffect, useState } from 'react';
import type { Map as MaplibreMap, MapSourceDataEvent } from 'maplibre-gl';

/** The server's own world basemap: it needs no outside provider, so it takes over when one fails. */
export const OWN_MAP_STYLE_URL = '/tiles/style.json';

/** The attribute on a map's container that names the basemap drawn: `provider` or `own`. */
export const BASEMAP_ATTRIBUTE = 'data-basemap';

/** Tiles that fail, with none loaded, before the provider counts as unreachable. */
export const FAILED_TILES_BEFORE_FALLBACK = 3;
/**
 * Tiles that fail one after another, none loaded between, before a provider that delivered
 * earlier counts as gone down: about a screenful, more than a few missing tiles at a coast.
 */
export const FAILED_TILES_IN_A_ROW_AFTER_LOAD = 12;
/** A provider that has not delivered one tile this long after it was asked counts as unreachable. */
export const PROVIDER_TILE_TIMEOUT_MS = 8_000;

/** Set by the server in a style it answered in place of an unreachable provider. */
export const SERVER_FALLBACK_KEY = 'vantage:fallback';

/**
 * Counts the tiles of an outside provider, loaded and failed, since its style was loaded.
 * A provider that never answers is replaced after a few failed tiles; one that delivered is
 * replaced only when a screenful fails in a row (it went down while the map was open), so a
 * few missing tiles never swap the map.
 */
export class ProviderHealth {
  private loaded = 0;
  private failedInARow = 0;
  private askedAt: number | null = null;

  asked(nowMs: number): void {
    this.askedAt ??= nowMs;
  }

  tileLoaded(): void {
    this.loaded += 1;
    this.failedInARow = 0;
  }

  tileFailed(): void {
    this.failedInARow += 1;
  }

  /** True once the provider failed enough tiles, or kept the first ones waiting too long. */
  unreachable(nowMs: number): boolean {
    if (this.loaded > 0) return this.failedInARow >= FAILED_TILES_IN_A_ROW_AFTER_LOAD;
    if (this.failedInARow >= FAILED_TILES_BEFORE_FALLBACK) return true;
    return this.askedAt !== null && nowMs - this.askedAt >= PROVIDER_TILE_TIMEOUT_MS;
  }
}

/** Is this source's data fetched from another site than this one (an outside provider)? */
export function isProviderSource(source: unknown, pageOrigin: string): boolean {
  if (typeof source !== 'object' || source === null) return false;
  const { type, tiles, url } = source as { type?: string; tiles?: unknown; url?: unknown };
  // Terrain failing leaves the basemap standing; it is handled by the terrain control.
  if (type !== 'vector' && type !== 'raster') return false;
  const first: unknown = Array.isArray(tiles) ? (tiles as unknown[])[0] : url;
  if (typeof first !== 'string') return false;
  try {
    return new URL(first, pageOrigin).origin !== pageOrigin;
  } catch {
    return false;
  }
}

/** Is the map's style one the server answered in place of an unreachable provider? */
function styleIsServerFallback(map: MaplibreMap): boolean {
  const metadata = map.getStyle()?.metadata as Record<string, unknown> | undefined;
  return metadata?.[SERVER_FALLBACK_KEY] === true;
}

/**
 * Watches the map's outside provider and answers true once it cannot be reached (tiles
 * failing or never coming, or the style itself failing): the map then draws the server's own
 * basemap instead. Starts again with every new `styleUrl`. Marks the container with
 * `data-basemap` so tools can tell which map is drawn.
 */
export function useBasemapFallback(map: MaplibreMap | null, styleUrl: string): boolean {
  const [fallenBack, setFallenBack] = useState<string | null>(null);
  const fellBack = fallenBack === styleUrl;

  useEffect(() => {
    if (!map) return;
    const container = map.getContainer();
    if (fellBack || styleUrl === OWN_MAP_STYLE_URL) {
      container.setAttribute(BASEMAP_ATTRIBUTE, 'own');
      return;
    }
    let health = new ProviderHealth();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const origin = window.location.origin;
    const isProvider = (sourceId: string | undefined) =>
      sourceId !== undefined && isProviderSource(map.getStyle()?.sources?.[sourceId], origin);
    const markDrawn = () => {
      const own = map.isStyleLoaded() !== false && styleIsServerFallback(map);
      container.setAttribute(BASEMAP_ATTRIBUTE, own ? 'own' : 'provider');
    };
    const check = () => {
      if (health.unreachable(Date.now())) setFallenBack(styleUrl);
    };
    const onStyleLoad = () => {
      health = new ProviderHealth();
      markDrawn();
    };
    const onDataLoading = (event: MapSourceDataEvent) => {
      if (!event.tile || !isProvider(event.sourceId)) return;
      health.asked(Date.now());
      timer ??= setTimeout(check, PROVIDER_TILE_TIMEOUT_MS);
    };
    const onData = (event: MapSourceDataEvent) => {
      if (event.tile && isProvider(event.sourceId)) health.tileLoaded();
    };
    const onError = (event: { sourceId?: string; tile?: unknown }) => {
      if (event.sourceId === undefined && !map.isStyleLoaded()) {
        // The style itself could not be loaded.
        setFallenBack(styleUrl);
        return;
      }
      if (!isProvider(event.sourceId)) return;
      if (event.tile === undefined) {
        // The source's own description (its TileJSON) could not be fetched: no tile will come.
        setFallenBack(styleUrl);
        return;
      }
      health.tileFailed();
      check();
    };
    markDrawn();
    map.on('style.load', onStyleLoad);
    map.on('dataloading', onDataLoading);
    map.on('data', onData);
    map.on('error', onError);
    return () => {
      if (timer) clearTimeout(timer);
      map.off('style.load', onStyleLoad);
      map.off('dataloading', onDataLoading);
      map.off('data', onData);
      map.off('error', onError);
    };
  }, [map, styleUrl, fellBack]);

  return fellBack;
}
