import { describe, expect, it } from 'vitest';
import { checkParams, checkRegionParams, routeParamSchemas as schemas } from './route-params';

/** The answer of a check that passes with `data`. */
const passed = (data: object) => ({ ok: true, data });
/** What the answer of a check that fails on `field` starts with. */
const failedOn = (field: string) => ({ ok: false, field });

describe('checkRegionParams (/r/{lat}/{long}/{dLat}/{dLong})', () => {
  it('accepts numbers and rounds them to 6 decimals', () => {
    expect(checkRegionParams({ lat: '46.1234567', long: '-7.5', dLat: '0.5', dLong: '1' })).toEqual(
      passed({ lat: 46.123457, long: -7.5, dLat: 0.5, dLong: 1 }),
    );
  });

  it('names the field that is not a number', () => {
    const result = checkRegionParams({ lat: '46', long: 'east', dLat: '1', dLong: '1' });
    expect(result).toEqual({ ok: false, field: 'long', message: 'long must be a number' });
  });

  it('rejects out-of-range values with the field named', () => {
    const result = checkRegionParams({ lat: '95', long: '0', dLat: '1', dLong: '1' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.field).toBe('lat');
  });
});

describe('checkParams', () => {
  it('needs a positive whole number for /user/{idUser}', () => {
    expect(checkParams(schemas.user, { idUser: '42', tab: 'galleries' })).toEqual(
      passed({ idUser: 42, tab: 'galleries' }),
    );
    for (const bad of ['0', '-3', '1.5', '1e3', '0x1f', 'abc', '']) {
      const result = checkParams(schemas.user, { idUser: bad });
      expect(result.ok, bad).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/^idUser /);
    }
  });

  it('rejects unknown profile tabs, naming the allowed ones', () => {
    const result = checkParams(schemas.user, { idUser: '1', tab: 'secrets' });
    expect(result).toMatchObject(failedOn('tab'));
    if (!result.ok)
      expect(result.message).toContain('photos, testphotos, map, galleries, settings');
  });

  it('needs a positive whole number for /photo/{photoId} and allows /photo alone', () => {
    expect(checkParams(schemas.photo, { photoId: '17' })).toEqual(passed({ photoId: 17 }));
    expect(checkParams(schemas.photo, {})).toEqual(passed({ photoId: undefined }));
    expect(checkParams(schemas.photo, { photoId: 'x' })).toMatchObject(failedOn('photoId'));
  });

  it('accepts search text of 1 to 200 characters after trimming', () => {
    expect(checkParams(schemas.search, { text: '  Matterhorn ' })).toEqual(
      passed({ text: 'Matterhorn' }),
    );
    expect(checkParams(schemas.search, { text: 'a'.repeat(200) }).ok).toBe(true);
    expect(checkParams(schemas.search, { text: 'a'.repeat(201) })).toEqual({
      ok: false,
      field: 'text',
      message: 'text must be at most 200 characters',
    });
    expect(checkParams(schemas.search, { text: '   ' })).toMatchObject(failedOn('text'));
  });

  it('accepts usernames of letters, digits, dash and underscore only', () => {
    expect(checkParams(schemas.profile, { username: 'ansel_a-1' }).ok).toBe(true);
    expect(checkParams(schemas.profile, { username: 'ansel adams' })).toMatchObject(
      failedOn('username'),
    );
  });

  it('reads underscores in tag names as spaces', () => {
    expect(checkParams(schemas.tag, { tag: 'Lake_Bled' })).toEqual(passed({ tag: 'Lake Bled' }));
    expect(checkParams(schemas.photoLocation, { tag1: 'Slovenia', tag2: 'Lake_Bled' })).toEqual(
      passed({ tag1: 'Slovenia', tag2: 'Lake Bled', tag3: undefined, tag4: undefined }),
    );
  });

  it('checks spot list tabs and the new-photo spot id', () => {
    expect(
      checkParams(schemas.spotList, { username: 'u', spotlist: 'Alps', tab: 'spots' }).ok,
    ).toBe(true);
    expect(
      checkParams(schemas.spotList, { username: 'u', spotlist: 'Alps', tab: 'settings' }).ok,
    ).toBe(false);
    expect(checkParams(schemas.newPhoto, { l: '12' })).toEqual(passed({ l: 12 }));
    expect(checkParams(schemas.newPhoto, {})).toEqual(passed({ l: undefined }));
    expect(checkParams(schemas.newPhoto, { l: 'abc' })).toMatchObject(failedOn('l'));
  });

  it('knows the explore and about tabs', () => {
    expect(checkParams(schemas.explore, { tab: 'mostphoto' }).ok).toBe(true);
    expect(checkParams(schemas.explore, { tab: undefined }).ok).toBe(true);
    expect(checkParams(schemas.about, { tab: 'privacy' }).ok).toBe(true);
    expect(checkParams(schemas.about, { tab: 'locations' }).ok).toBe(false);
  });
});
