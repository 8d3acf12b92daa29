import { lngLatToTile, type PspotsAnswer } from '@vantage/shared';
import { describe, expect, it } from 'vitest';
import { rememberNewSpot } from './new-spot-api';
import { makeSpot, makeTileList, makeTileSpot } from '../../test-support/factories';
import { makeTestQueryClient } from '../../test-support/render';

const spot = makeSpot({ id: 77, lat: 37.715636, long: -119.677242, title: 'Tunnel View' });

const tileList = (level: number, x: number, y: number, ids: number[] = []) =>
  makeTileList({ level, x, y, spots: ids.map((id) => makeTileSpot({ id })) });

describe('rememberNewSpot', () => {
  it('appends the spot to every cached tile list that covers it, and to no other', () => {
    const client = makeTestQueryClient();
    const at = (level: number) => lngLatToTile(spot.long, spot.lat, level);
    const covering = [0, 5, 7, 10].map((level) => {
      const { x, y } = at(level);
      const key = ['pspots', level, x, y];
      client.setQueryData(key, tileList(level, x, y, [1]));
      return key;
    });
    const elsewhere = ['pspots', 10, at(10).x + 1, at(10).y];
    client.setQueryData(elsewhere, tileList(10, at(10).x + 1, at(10).y, [2]));

    rememberNewSpot(client, spot);

    for (const key of covering) {
      expect(client.getQueryData<PspotsAnswer>(key)?.spots.map((s) => s.id)).toEqual([1, 77]);
    }
    expect(client.getQueryData<PspotsAnswer>(covering[0]!)?.spots[1]).toEqual({
      id: 77,
      lat: spot.lat,
      long: spot.long,
      title: 'Tunnel View',
      score: 0,
    });
    expect(client.getQueryData<PspotsAnswer>(elsewhere)?.spots.map((s) => s.id)).toEqual([2]);
    expect(client.getQueryData(['point', 77])).toBe(spot);
  });

  it('does not list the spot twice when the tile already has it', () => {
    const client = makeTestQueryClient();
    client.setQueryData(['pspots', 0, 0, 0], tileList(0, 0, 0, [77]));
    client.setQueryData(['pspots', 'popular'], []);
    rememberNewSpot(client, spot);
    expect(client.getQueryData<PspotsAnswer>(['pspots', 0, 0, 0])?.spots).toHaveLength(1);
    expect(client.getQueryData(['pspots', 'popular'])).toEqual([]);
  });
});
