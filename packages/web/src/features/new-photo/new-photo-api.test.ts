import { lngLatToTile, type NewImageAnswer, type PspotsAnswer } from '@vantage/shared';
import { describe, expect, it } from 'vitest';
import { rememberNewImage } from './new-photo-api';
import { makeTileList, makeTileSpot } from '../../test-support/factories';
import { makeTestQueryClient } from '../../test-support/render';

const spot = {
  id: 77,
  title: 'Glacier Ledge',
  slug: 'Glacier_Ledge',
  lat: 37.7306,
  long: -119.5736,
};
const answer = { photo: { id: 5 }, spot } as NewImageAnswer;

const tileList = (level: number, x: number, y: number, ids: number[] = []) =>
  makeTileList({ level, x, y, spots: ids.map((id) => makeTileSpot({ id })) });

describe('rememberNewImage', () => {
  it('adds a new spot to the cached tile lists covering it and drops the stale photo lists', () => {
    const client = makeTestQueryClient();
    const { x, y } = lngLatToTile(spot.long, spot.lat, 10);
    client.setQueryData(['pspots', 10, x, y], tileList(10, x, y, [1]));
    client.setQueryData(['pspots', 10, x + 1, y], tileList(10, x + 1, y, [2]));
    client.setQueryData(['photos', 'latest'], []);
    client.setQueryData(['userPhotos', 5, 'normal'], []);

    rememberNewImage(client, answer, true);

    expect(
      client.getQueryData<PspotsAnswer>(['pspots', 10, x, y])?.spots.map((known) => known.id),
    ).toEqual([1, 77]);
    expect(
      client.getQueryData<PspotsAnswer>(['pspots', 10, x + 1, y])?.spots.map((known) => known.id),
    ).toEqual([2]);
    expect(client.getQueryData(['photos', 'latest'])).toBeUndefined();
    expect(client.getQueryData(['userPhotos', 5, 'normal'])).toBeUndefined();
  });

  it('leaves the tile lists alone for a photo at an existing spot', () => {
    const client = makeTestQueryClient();
    const { x, y } = lngLatToTile(spot.long, spot.lat, 7);
    client.setQueryData(['pspots', 7, x, y], tileList(7, x, y, [1]));
    rememberNewImage(client, answer, false);
    expect(
      client.getQueryData<PspotsAnswer>(['pspots', 7, x, y])?.spots.map((known) => known.id),
    ).toEqual([1]);
  });
});
