import { describe, expect, it } from 'vitest';
import {
  decideTab,
  isOwnProfile,
  profileTabPath,
  visibleTabs,
  type ProfileRoute,
} from './profile-access';

const byName: ProfileRoute = { kind: 'username', username: 'Ansel' };
const byId: ProfileRoute = { kind: 'id', id: 7 };
const ansel = { id: 7, username: 'ansel' };
const dorothea = { id: 8, username: 'dorothea' };

describe('profile ownership', () => {
  it('matches the signed-in user by id or by username in any case', () => {
    expect(isOwnProfile(ansel, byName)).toBe(true);
    expect(isOwnProfile(ansel, byId)).toBe(true);
    expect(isOwnProfile(dorothea, byName)).toBe(false);
    expect(isOwnProfile(dorothea, byId)).toBe(false);
    expect(isOwnProfile(null, byName)).toBe(false);
    expect(isOwnProfile({ id: 9, username: null }, byName)).toBe(false);
  });
});

describe('owner-only settings', () => {
  it('redirects everyone but the owner from settings to the profile, by replace', () => {
    const visitor = { isOwner: false, testPhotos: 0 };
    expect(decideTab('settings', byName, visitor)).toEqual({ redirect: '/by/Ansel' });
    expect(decideTab('settings', byId, visitor)).toEqual({ redirect: '/user/7' });
  });

  it('shows settings to the owner', () => {
    expect(decideTab('settings', byName, { isOwner: true, testPhotos: 0 })).toEqual({
      tab: 'settings',
    });
  });

  it('lists the settings tab only for the owner', () => {
    expect(visibleTabs({ isOwner: false, testPhotos: 0 })).toEqual(['photos', 'map', 'galleries']);
    expect(visibleTabs({ isOwner: true, testPhotos: 0 })).toContain('settings');
  });
});

describe('test shots tab', () => {
  it('is listed only when the user has test shots', () => {
    expect(visibleTabs({ isOwner: false, testPhotos: 2 })).toEqual([
      'photos',
      'testphotos',
      'map',
      'galleries',
    ]);
    expect(visibleTabs({ isOwner: false, testPhotos: undefined })).not.toContain('testphotos');
  });

  it('sends its address to the profile once the stats say there are none', () => {
    expect(decideTab('testphotos', byName, { isOwner: false, testPhotos: 0 })).toEqual({
      redirect: '/by/Ansel',
    });
    expect(decideTab('testphotos', byName, { isOwner: false, testPhotos: undefined })).toEqual({
      tab: 'testphotos',
    });
  });
});

describe('tab paths', () => {
  it('opens photos at the profile address and other tabs below it', () => {
    expect(decideTab(undefined, byName, { isOwner: false, testPhotos: 0 })).toEqual({
      tab: 'photos',
    });
    expect(profileTabPath(byName, 'photos')).toBe('/by/Ansel');
    expect(profileTabPath(byId, 'map')).toBe('/user/7/map');
  });
});
