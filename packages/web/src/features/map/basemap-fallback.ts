import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { serverAddress } from '../../lib/native-app';
import { pageClockMs, unreachableStyles } from './unreachable-styles';
import { listenToMap } from '../../lib/map-listeners';

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
  private descriptionFailed = false;

  /** Takes in what one map event said; true once the provider counts as unreachable. */
  take(signal: ProviderSignal, nowMs: number): boolean {
    switch (signal) {
      case 'style-failed':
      case 'source-failed':
        this.descriptionFailed = true;
        break;
      case 'tile-asked':
        this.asked(nowMs);
        break;
      case 'tile-loaded':
        this.tileLoaded();
        break;
      case 'tile-failed':
        this.tileFailed();
        break;
    }
    return this.unreachable(nowMs);
  }

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

  /**
   * True once the provider's TileJSON (or the style) failed, it failed enough tiles, or kept
   * the first ones waiting too long.
   */
  unreachable(nowMs: number): boolean {
    if (this.descriptionFailed) return true;
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

/** The parts of a loaded MapLibre style that tell whose basemap it draws. */
interface DrawnStyle {
  sources?: Record<string, unknown>;
  metadata?: unknown;
}

/**
 * Whose basemap a loaded style draws: `own` for one the server answered in place of an
 * unreachable provider and for one drawn from this server's tiles alone, otherwise `provider`.
 */
export function drawnBasemap(style: DrawnStyle, pageOrigin: string): 'own' | 'provider' {
  const metadata = style.metadata as Record<string, unknown> | undefined;
  if (metadata?.[SERVER_FALLBACK_KEY] === true) return 'own';
  const sources = Object.values(style.sources ?? {});
  return sources.some((source) => isProviderSource(source, pageOrigin)) ? 'provider' : 'own';
}

/** What a MapLibre `error`, `data` or `dataloading` event says about the style's provider. */
export type ProviderSignal =
  /** The style document itself could not be loaded. */
  | 'style-failed'
  /** A provider source's own description (its TileJSON) failed: none of its tiles will come. */
  | 'source-failed'
  | 'tile-asked'
  | 'tile-loaded'
  | 'tile-failed';

/** The fields of MapLibre's map events read here. */
export interface MapEventFacts {
  /** `error`, `data` or `dataloading`. */
  type: string;
  sourceId?: string;
  tile?: unknown;
}

/**
 * Reads one map event: `isProvider` tells a provider's source from this server's, `styleLoaded`
 * whether the style document had been loaded when the event came. Errors of anything else (an
 * icon, the server's own tiles, terrain) say nothing about the provider.
 */
export function providerSignal(
  event: MapEventFacts,
  isProvider: (sourceId: string) => boolean,
  styleLoaded: boolean,
): ProviderSignal | null {
  if (event.sourceId === undefined) {
    return event.type === 'error' && !styleLoaded ? 'style-failed' : null;
  }
  if (!isProvider(event.sourceId)) return null;
  if (event.type === 'error') return event.tile === undefined ? 'source-failed' : 'tile-failed';
  if (event.tile === undefined) return null;
  if (event.type === 'data') return 'tile-loaded';
  return event.type === 'dataloading' ? 'tile-asked' : null;
}

/** Where the server's own styles and tiles come from: the API's host in the native build. */
function serverOrigin(): string {
  return new URL(serverAddress('/')).origin;
}

/**
 * Writes a map's error to the console. A provider's failing tiles and TileJSON, which the
 * fallback answers, are warnings that name the address that failed (MapLibre's error objects
 * reach the console as a bare class name); anything else stays an error.
 */
export function logMapError(event: { target: MaplibreMap; error: Error; sourceId?: string }) {
  const { target: map, error, sourceId } = event;
  const source: unknown = sourceId === undefined ? undefined : map.getSource(sourceId)?.serialize();
  // Terrain tiles that cannot be had are answered too: 3D falls back to the flat map.
  const isTerrain = (source as { type?: string } | undefined)?.type === 'raster-dem';
  if (isTerrain || isProviderSource(source, serverOrigin())) console.warn(error.message);
  else console.error(error);
}

/**
 * Watches the outside provider of whatever style `map` draws, from the moment the map is
 * created: MapLibre's `load` comes only once the first tiles and the TileJSON have loaded or
 * failed, so a watch started there would miss a provider that is down when the page opens.
 * Calls `onUnreachable` (once per style) when the provider cannot be reached: tiles failing or
 * never coming, its TileJSON or the style itself failing, and `onDelivered` (once per style)
 * when its first tile has loaded. Marks the container `data-basemap` as each style loads. Gives
 * back the function that stops watching.
 */
export function watchProvider(
  map: MaplibreMap,
  onUnreachable: () => void,
  onDelivered: () => void = () => {},
  onDrawn: (basemap: 'own' | 'provider') => void = () => {},
): () => void {
  const container = map.getContainer();
  const server = serverOrigin();
  let health = new ProviderHealth();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let gaveUp = false;
  let delivered = false;
  const giveUp = () => {
    if (gaveUp) return;
    gaveUp = true;
    onUnreachable();
  };
  const check = () => {
    if (health.unreachable(Date.now())) giveUp();
  };
  const isProvider = (sourceId: string) =>
    isProviderSource(map.getSource(sourceId)?.serialize(), server);
  const startStyle = () => {
    health = new ProviderHealth();
    gaveUp = false;
    delivered = false;
    if (timer) clearTimeout(timer);
    timer = null;
    const style = map.getStyle();
    if (!style) return;
    const drawn = drawnBasemap(style, server);
    container.setAttribute(BASEMAP_ATTRIBUTE, drawn);
    onDrawn(drawn);
  };
  const onEvent = (event: MapEventFacts) => {
    // The map describes its style once the style document has loaded.
    const styleLoaded = event.sourceId !== undefined || map.getStyle() !== undefined;
    const signal = providerSignal(event, isProvider, styleLoaded);
    if (signal === null) return;
    if (signal === 'tile-asked') timer ??= setTimeout(check, PROVIDER_TILE_TIMEOUT_MS);
    if (signal === 'tile-loaded' && !delivered) {
      delivered = true;
      onDelivered();
    }
    if (health.take(signal, Date.now())) giveUp();
  };
  map.on('style.load', startStyle);
  const stopListening = listenToMap(map, { dataloading: onEvent, data: onEvent, error: onEvent });
  if (map.getStyle()) startStyle();
  return () => {
    if (timer) clearTimeout(timer);
    map.off('style.load', startStyle);
    stopListening();
  };
}

/**
 * The style a MapView draws: `chosenStyle`, or the server's own basemap when the chosen style's
 * provider was found unreachable, by this map or (UNREACHABLE_REMEMBERED_MS) by another map of
 * the tab, which saves this one the wait. Each chosen style is judged once, as the map takes
 * it: a verdict ending later never swaps an open map back. `reportUnreachable` and
 * `reportDelivered` are for ProviderWatch.
 */
export function useBasemapFallback(chosenStyle: string, verdicts = unreachableStyles) {
  const judge = (styleUrl: string) => ({
    chosenStyle: styleUrl,
    fellBack: verdicts.isUnreachable(styleUrl, pageClockMs()),
  });
  const [judged, setJudged] = useState(() => judge(chosenStyle));
  let current = judged;
  if (judged.chosenStyle !== chosenStyle) {
    // Another layer was chosen: judged as the map takes it, before it is drawn.
    current = judge(chosenStyle);
    setJudged(current);
  }
  const reportUnreachable = useCallback(
    (styleUrl: string) => {
      // The own basemap has nothing to fall back to.
      if (styleUrl === OWN_MAP_STYLE_URL) return;
      verdicts.remember(styleUrl, pageClockMs());
      setJudged((previous) =>
        previous.chosenStyle === styleUrl ? { chosenStyle: styleUrl, fellBack: true } : previous,
      );
    },
    [verdicts],
  );
  const reportDelivered = useCallback((styleUrl: string) => verdicts.forget(styleUrl), [verdicts]);
  const { fellBack } = current;
  return {
    fellBack,
    drawnStyle: fellBack ? OWN_MAP_STYLE_URL : chosenStyle,
    reportUnreachable,
    reportDelivered,
  };
}

/**
 * Watches the provider of the map it is rendered in (a child of react-map-gl's Map, which
 * renders its children as soon as the map is created) and reports `styleUrl`, the style the
 * map draws, once its provider cannot be reached, or once it has delivered a tile; and, as each
 * style loads, whose basemap it draws (`onDrawn`).
 */
export function ProviderWatch({
  styleUrl,
  onUnreachable,
  onDelivered,
  onDrawn = () => {},
}: {
  styleUrl: string;
  onUnreachable: (styleUrl: string) => void;
  onDelivered: (styleUrl: string) => void;
  onDrawn?: (basemap: 'own' | 'provider') => void;
}): null {
  const map = useMap().current?.getMap() ?? null;
  const latest = useRef({ styleUrl, onUnreachable, onDelivered, onDrawn });
  // Layout effects: the watch must stand before the map's first style and tiles can answer,
  // and know the new style before react-map-gl hands it to the map.
  useLayoutEffect(() => {
    latest.current = { styleUrl, onUnreachable, onDelivered, onDrawn };
  }, [styleUrl, onUnreachable, onDelivered, onDrawn]);
  useLayoutEffect(() => {
    if (!map) return;
    return watchProvider(
      map,
      () => latest.current.onUnreachable(latest.current.styleUrl),
      () => latest.current.onDelivered(latest.current.styleUrl),
      (drawn) => latest.current.onDrawn(drawn),
    );
  }, [map]);
  return null;
}
