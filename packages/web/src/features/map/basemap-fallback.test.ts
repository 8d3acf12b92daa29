import { describe, expect, it } from 'vitest';
import {
  FAILED_TILES_BEFORE_FALLBACK,
  FAILED_TILES_IN_A_ROW_AFTER_LOAD,
  isProviderSource,
  PROVIDER_TILE_TIMEOUT_MS,
  ProviderHealth,
} from './basemap-fallback';

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
});
