import { describe, expect, it } from 'vitest';
import {
  actsAsMember,
  canDeleteAccount,
  canEditPhoto,
  canEditProfile,
  canSeePhotoPosition,
  canUseUpload,
  canVoteOnPhoto,
  isAdmin,
  isOwnerOrAdmin,
  movesPhotoDirectly,
} from './access.js';

const member = { id: 7, admin: false };
const other = { id: 9, admin: false };
const flagged = { id: 12, admin: true };
const first = { id: 1, admin: false };

describe('the access policy', () => {
  it('treats flagged members as administrators, nobody else, not even user 1', () => {
    expect(isAdmin(first)).toBe(false);
    expect(isAdmin(flagged)).toBe(true);
    expect(isAdmin(member)).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });

  it('lets owners and administrators edit a photo, not other members or visitors', () => {
    const photo = { ownerId: 7 };
    expect(canEditPhoto(member, photo)).toBe(true);
    expect(canEditPhoto(first, photo)).toBe(false);
    expect(canEditPhoto(flagged, photo)).toBe(true);
    expect(canEditPhoto(other, photo)).toBe(false);
    expect(canEditPhoto(null, photo)).toBe(false);
    expect(canEditPhoto(other, { ownerId: null })).toBe(false);
    expect(isOwnerOrAdmin(flagged, null)).toBe(true);
  });

  it('applies moves by owners and administrators at once', () => {
    expect(movesPhotoDirectly(member, { ownerId: 7 })).toBe(true);
    expect(movesPhotoDirectly(flagged, { ownerId: 7 })).toBe(true);
    expect(movesPhotoDirectly(other, { ownerId: 7 })).toBe(false);
  });

  it('keeps members from voting on their own photos and visitors from voting at all', () => {
    expect(canVoteOnPhoto(other, { ownerId: 7 })).toBe(true);
    expect(canVoteOnPhoto(member, { ownerId: 7 })).toBe(false);
    expect(canVoteOnPhoto(null, { ownerId: 7 })).toBe(false);
  });

  it('keeps an upload to the member who uploaded it, administrators included', () => {
    expect(canUseUpload(member, { ownerId: 7 })).toBe(true);
    expect(canUseUpload(other, { ownerId: 7 })).toBe(false);
    expect(canUseUpload(flagged, { ownerId: 7 })).toBe(false);
    expect(canUseUpload(null, { ownerId: 7 })).toBe(false);
  });

  it('shows where a photo was taken to its owner and administrators, or to all once published', () => {
    const hidden = { ownerId: 7, positionPublic: false };
    expect(canSeePhotoPosition(member, hidden)).toBe(true);
    expect(canSeePhotoPosition(flagged, hidden)).toBe(true);
    expect(canSeePhotoPosition(other, hidden)).toBe(false);
    expect(canSeePhotoPosition(first, hidden)).toBe(false);
    expect(canSeePhotoPosition(null, hidden)).toBe(false);
    expect(canSeePhotoPosition(null, { ownerId: 7, positionPublic: true })).toBe(true);
    expect(canSeePhotoPosition(other, { ownerId: null, positionPublic: false })).toBe(false);
  });

  it('keeps profile settings to their owner', () => {
    expect(canEditProfile(member, 7)).toBe(true);
    expect(canEditProfile(flagged, 7)).toBe(false);
    expect(canEditProfile(null, 7)).toBe(false);
  });

  it('lets members delete their own account and administrators anyone', () => {
    expect(canDeleteAccount(member, 7)).toBe(true);
    expect(canDeleteAccount(other, 7)).toBe(false);
    expect(canDeleteAccount(flagged, 7)).toBe(true);
    expect(canDeleteAccount(null, 7)).toBe(false);
  });

  it('lets an account act as a member once its address is confirmed, or when it has none', () => {
    expect(actsAsMember({ email: 'new@example.com', emailVerified: false })).toBe(false);
    expect(actsAsMember({ email: 'new@example.com', emailVerified: true })).toBe(true);
    // A provider's account that gave no address has nothing to confirm.
    expect(actsAsMember({ email: null, emailVerified: false })).toBe(true);
  });
});
