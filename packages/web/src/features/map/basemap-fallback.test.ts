import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  drawnBasemap,
  FAILED_TILES_BEFORE_FALLBACK,
  FAILED_TILES_IN_A_ROW_AFTER_LOAD,
  isProviderSource,
  OWN_MAP_STYLE_URL,
  PROVIDER_TILE_TIMEOUT_MS,
  ProviderHealth,
  providerSignal,
  SERVER_FALLBACK_KEY,
  type MapEventFacts,
  useBasemapFallback,
} from './basemap-fallback';
import { UnreachableStyles } from './unreachable-styles';

const page = 'https://vantage.example';

describe('the basemap fallback', () => {
  it('gives up on a provider whose tiles all fail, never on one that delivers between failures', () => {
    const failing = new ProviderHealth();
    for (let i = 1; i < FAILED_TILES_BEFORE_FALLBACK; i += 1) failing.tileFailed();
    expect(failing.unreachable(0)).toBe(false);
    failing.tileFailed();
    expect(failing.unreachable(0)).toBe(true);

    const patchy = new ProviderHealth();
    for (let i = 0; i < 10; i += 1) {
      patchy.tileLoaded();
      for (let j = 1; j < FAILED_TILES_IN_A_ROW_AFTER_LOAD; j += 1) patchy.tileFailed();
    }
    expect(patchy.unreachable(0)).toBe(false);
  });

  it('gives up on a provider that delivered and then went down', () => {
    const wentDown = new ProviderHealth();
    wentDown.tileLoaded();
    for (let i = 1; i < FAILED_TILES_IN_A_ROW_AFTER_LOAD; i += 1) wentDown.tileFailed();
    expect(wentDown.unreachable(0)).toBe(false);
    wentDown.tileFailed();
    expect(wentDown.unreachable(0)).toBe(true);
  });

  it('gives up on a provider that keeps its first tiles waiting', () => {
    const silent = new ProviderHealth();
    expect(silent.unreachable(1e9)).toBe(false);
    silent.asked(1000);
    silent.asked(5000);
    expect(silent.unreachable(1000 + PROVIDER_TILE_TIMEOUT_MS - 1)).toBe(false);
    expect(silent.unreachable(1000 + PROVIDER_TILE_TIMEOUT_MS)).toBe(true);
  });

  it("tells an outside provider's tiles from the server's own", () => {
    const provider = { type: 'vector', url: 'https://tiles.openfreemap.org/planet' };
    expect(isProviderSource(provider, page)).toBe(true);
    const raster = { type: 'raster', tiles: ['https://tile.opentopomap.org/{z}/{x}/{y}.png'] };
    expect(isProviderSource(raster, page)).toBe(true);
    expect(
      isProviderSource({ type: 'vector', tiles: [`${page}/tiles/{z}/{x}/{y}.pbf`] }, page),
    ).toBe(false);
    expect(
      isProviderSource({ type: 'vector', tiles: ['/tiles/layers/topo/{z}/{x}/{y}'] }, page),
    ).toBe(false);
    expect(isProviderSource({ type: 'geojson', data: {} }, page)).toBe(false);
    expect(isProviderSource({ type: 'raster-dem', tiles: ['https://dem.example/{z}'] }, page)).toBe(
      false,
    );
  });

  it("reads MapLibre's events of the provider's sources, and only those", () => {
    const provider = (sourceId: string) => sourceId === 'openmaptiles';
    const read = (event: MapEventFacts, styleLoaded = true) =>
      providerSignal(event, provider, styleLoaded);
    const tile = { tileID: {} };

    expect(read({ type: 'dataloading', sourceId: 'openmaptiles', tile })).toBe('tile-asked');
    expect(read({ type: 'data', sourceId: 'openmaptiles', tile })).toBe('tile-loaded');
    expect(read({ type: 'error', sourceId: 'openmaptiles', tile })).toBe('tile-failed');
    // Its TileJSON failed (a closed port, a 5xx): no tile of it will ever come.
    expect(read({ type: 'error', sourceId: 'openmaptiles' })).toBe('source-failed');
    // The TileJSON loading and arriving are not tiles.
    expect(read({ type: 'dataloading', sourceId: 'openmaptiles' })).toBeNull();
    expect(read({ type: 'data', sourceId: 'openmaptiles' })).toBeNull();

    // The server's own tiles, the terrain and the spots say nothing about the provider.
    expect(read({ type: 'error', sourceId: 'vantage-basemap', tile })).toBeNull();
    expect(read({ type: 'error', sourceId: 'vantage-hillshade' })).toBeNull();
    expect(read({ type: 'data', sourceId: 'spots', tile })).toBeNull();

    // An error of no source: the style itself failed only while none is loaded.
    expect(read({ type: 'error' }, false)).toBe('style-failed');
    // Once the style is there, a missing icon (even with tiles still loading) is not a failure.
    expect(read({ type: 'error' }, true)).toBeNull();
    expect(read({ type: 'data' }, false)).toBeNull();
  });

  it('gives up on a provider down from the start at its third failed tile or its TileJSON failing', () => {
    const isProvider = (sourceId: string) => sourceId === 'layer';
    const tile = { tileID: {} };
    /** When, among these events of a map, the provider counts as unreachable. */
    const gaveUpAt = (events: MapEventFacts[]) => {
      const health = new ProviderHealth();
      return events.findIndex((event) => {
        const signal = providerSignal(event, isProvider, true);
        return signal !== null && health.take(signal, 0);
      });
    };
    // A raster template on a closed port: the tiles fail as MapLibre asks them, before its `load`.
    expect(
      gaveUpAt([
        { type: 'dataloading', sourceId: 'layer', tile },
        { type: 'dataloading', sourceId: 'layer', tile },
        { type: 'dataloading', sourceId: 'vantage-basemap', tile },
        { type: 'error', sourceId: 'layer', tile },
        { type: 'data', sourceId: 'vantage-basemap', tile },
        { type: 'error', sourceId: 'layer', tile },
        { type: 'error', sourceId: 'vantage-basemap', tile },
        { type: 'error', sourceId: 'layer', tile },
      ]),
    ).toBe(7);
    // A vector style whose TileJSON is on a closed port: no tile is ever asked.
    expect(
      gaveUpAt([
        { type: 'dataloading', sourceId: 'layer' },
        { type: 'data', sourceId: 'vantage-basemap', tile },
        { type: 'error', sourceId: 'layer' },
      ]),
    ).toBe(2);
    // One that answers.
    expect(
      gaveUpAt([
        { type: 'dataloading', sourceId: 'layer' },
        { type: 'data', sourceId: 'layer' },
        { type: 'dataloading', sourceId: 'layer', tile },
        { type: 'data', sourceId: 'layer', tile },
      ]),
    ).toBe(-1);
  });

  it('names the basemap a loaded style draws', () => {
    const openFreeMap = { type: 'vector', url: 'https://tiles.openfreemap.org/planet' };
    const own = { type: 'vector', tiles: [`${page}/tiles/{z}/{x}/{y}.pbf`] };
    const terrain = { type: 'raster-dem', tiles: ['https://dem.example/{z}/{x}/{y}.png'] };
    expect(
      drawnBasemap({ sources: { openmaptiles: openFreeMap, 'vantage-basemap': own } }, page),
    ).toBe('provider');
    // The server's basemap in place of a layer whose style it could not fetch.
    expect(
      drawnBasemap(
        {
          sources: { basemap: own, 'vantage-hillshade': terrain },
          metadata: { [SERVER_FALLBACK_KEY]: true },
        },
        page,
      ),
    ).toBe('own');
    // The own basemap, and a layer composed of this server's tiles alone, with relief.
    expect(drawnBasemap({ sources: { basemap: own, 'vantage-hillshade': terrain } }, page)).toBe(
      'own',
    );
    expect(drawnBasemap({ sources: {} }, page)).toBe('own');
  });
});

describe('useBasemapFallback', () => {
  const streets = '/tiles/layers/default/style.json';
  const outdoor = '/tiles/layers/outdoor/style.json';

  it("opens the next map of a style another map found unreachable on the server's basemap", () => {
    const verdicts = new UnreachableStyles();
    const first = renderHook(() => useBasemapFallback(streets, verdicts));
    expect(first.result.current.drawnStyle).toBe(streets);
    act(() => first.result.current.reportUnreachable(streets));
    expect(first.result.current).toMatchObject({ fellBack: true, drawnStyle: OWN_MAP_STYLE_URL });

    const next = renderHook(() => useBasemapFallback(streets, verdicts));
    expect(next.result.current).toMatchObject({ fellBack: true, drawnStyle: OWN_MAP_STYLE_URL });
    // Another layer has its own provider, asked as usual.
    const other = renderHook(() => useBasemapFallback(outdoor, verdicts));
    expect(other.result.current.drawnStyle).toBe(outdoor);
  });

  it('judges each chosen layer as the map takes it, and never swaps an open map back', () => {
    const verdicts = new UnreachableStyles();
    const map = renderHook(({ style }) => useBasemapFallback(style, verdicts), {
      initialProps: { style: streets },
    });
    act(() => map.result.current.reportUnreachable(streets));
    map.rerender({ style: outdoor });
    expect(map.result.current.drawnStyle).toBe(outdoor);
    map.rerender({ style: streets });
    expect(map.result.current.drawnStyle).toBe(OWN_MAP_STYLE_URL);

    // A map that loads the provider's tiles clears the verdict for the maps opened after it;
    // the one on the own basemap stays there.
    const reached = renderHook(() => useBasemapFallback(outdoor, verdicts));
    act(() => reached.result.current.reportDelivered(streets));
    expect(map.result.current.drawnStyle).toBe(OWN_MAP_STYLE_URL);
    expect(renderHook(() => useBasemapFallback(streets, verdicts)).result.current.drawnStyle).toBe(
      streets,
    );
  });

  it('reports nothing of the own basemap, which has nothing to fall back to', () => {
    const verdicts = new UnreachableStyles();
    const map = renderHook(() => useBasemapFallback(OWN_MAP_STYLE_URL, verdicts));
    act(() => map.result.current.reportUnreachable(OWN_MAP_STYLE_URL));
    expect(map.result.current).toMatchObject({ fellBack: false, drawnStyle: OWN_MAP_STYLE_URL });
    expect(verdicts.isUnreachable(OWN_MAP_STYLE_URL, performance.now())).toBe(false);
  });
});
