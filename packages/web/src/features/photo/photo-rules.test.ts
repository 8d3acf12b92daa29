import { describe, expect, it } from 'vitest';
import { canEditPhoto } from '@vantage/shared';
import {
  deleteConfirmed,
  neighbours,
  optimisticRating,
  ownedPhoto,
  parsePhotoId,
  photoLinkTarget,
  spotPageOf,
} from './photo-rules';

const owner = { id: 7, username: 'ansel', displayName: 'Ansel', picture: null };

describe('canEditPhoto of a photo as the lightbox reads it', () => {
  it('lets the owner and administrators edit, nobody else, not user 1 for its id', () => {
    const photo = ownedPhoto({ user: owner });
    expect(canEditPhoto({ id: 7, admin: false }, photo)).toBe(true);
    expect(canEditPhoto({ id: 1, admin: false }, photo)).toBe(false);
    expect(canEditPhoto({ id: 9, admin: true }, photo)).toBe(true);
    expect(canEditPhoto({ id: 9, admin: false }, photo)).toBe(false);
    expect(canEditPhoto(null, photo)).toBe(false);
    expect(canEditPhoto({ id: 9, admin: false }, ownedPhoto({ user: null }))).toBe(false);
  });
});

describe('photoLinkTarget', () => {
  const base = { id: 42, linkURL: null, license: null };
  it('leads to the photo site for photos with an owner', () => {
    expect(photoLinkTarget({ ...base, owner: '123@N01', flickrId: '5550' })).toBe(
      'https://www.flickr.com/photos/123%40N01/5550',
    );
  });
  it('leads to the stored page unless the licence is unsplash', () => {
    const linked = { ...base, linkURL: 'https://example.com/page' };
    expect(photoLinkTarget(linked)).toBe('https://example.com/page');
    expect(photoLinkTarget({ ...linked, license: 'unsplash' })).toBe('/photo/42');
    expect(photoLinkTarget({ ...linked, license: 'Unsplash' })).toBe('/photo/42');
  });
  it('otherwise leads to the lightbox path', () => {
    expect(photoLinkTarget(base)).toBe('/photo/42');
  });
});

describe('spotPageOf', () => {
  it('is the spot page of a photo with a spot, else null', () => {
    expect(spotPageOf({ idSpot: 12, spotTitle: 'Lake Bled' })).toBe('/l/Lake_Bled/12');
    expect(spotPageOf({ idSpot: null, spotTitle: null })).toBeNull();
  });
});

describe('votes and prompts', () => {
  it('moves the rating by one in the vote direction', () => {
    expect(optimisticRating(4, 'up')).toBe(5);
    expect(optimisticRating(0, 'down')).toBe(-1);
  });
  it('deletes only for exactly YES', () => {
    expect(deleteConfirmed('YES')).toBe(true);
    expect(deleteConfirmed('yes')).toBe(false);
    expect(deleteConfirmed(' YES')).toBe(false);
    expect(deleteConfirmed('')).toBe(false);
  });
});

describe('neighbours', () => {
  it('finds the photos either side, none at the ends or for an unknown id', () => {
    expect(neighbours([3, 5, 9], 5)).toEqual({ previous: 3, next: 9 });
    expect(neighbours([3, 5, 9], 3)).toEqual({ previous: null, next: 5 });
    expect(neighbours([3, 5, 9], 9)).toEqual({ previous: 5, next: null });
    expect(neighbours([3, 5, 9], 4)).toEqual({ previous: null, next: null });
  });
});

describe('parsePhotoId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parsePhotoId('17')).toBe(17);
    expect(parsePhotoId('0')).toBeNull();
    expect(parsePhotoId('1e3')).toBeNull();
    expect(parsePhotoId('-4')).toBeNull();
    expect(parsePhotoId('9999999999')).toBeNull();
    expect(parsePhotoId(null)).toBeNull();
  });
});
