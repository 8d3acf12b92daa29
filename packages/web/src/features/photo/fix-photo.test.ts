import { describe, expect, it } from 'vitest';
import {
  FIX_PHOTO_START,
  alreadyThereMessage,
  fixPhotoReducer,
  fixPhotoSearch,
  leaveFixPhotoSearch,
  moveQuestion,
  parseFixPhotoFlag,
  spotChoice,
  type FixPhotoState,
} from './fix-photo';

const castle = { id: 13, title: 'Bled Castle' };

describe('fix-photo flag', () => {
  it('opens the large map with the photo to move', () => {
    expect(fixPhotoSearch(5)).toBe('?map&fixPhoto=5');
    expect(parseFixPhotoFlag(fixPhotoSearch(5))).toBe(5);
  });

  it('reads only valid photo ids', () => {
    expect(parseFixPhotoFlag('?map')).toBeNull();
    expect(parseFixPhotoFlag('?map&fixPhoto')).toBeNull();
    expect(parseFixPhotoFlag('?fixPhoto=abc')).toBeNull();
    expect(parseFixPhotoFlag('?fixPhoto=0')).toBeNull();
    expect(parseFixPhotoFlag('?fixPhoto=-3')).toBeNull();
    expect(parseFixPhotoFlag('?fixPhoto=99999999999')).toBeNull();
    expect(parseFixPhotoFlag('?w&fixPhoto=42&map')).toBe(42);
  });

  it('leaves the mode keeping the other flags, and may reopen the photo', () => {
    expect(leaveFixPhotoSearch('?map&fixPhoto=5&w')).toBe('?map&w');
    expect(leaveFixPhotoSearch('?map&fixPhoto=5', 5)).toBe('?map&photo=5');
    expect(leaveFixPhotoSearch('?fixPhoto=5')).toBe('');
  });
});

describe('fix-photo steps', () => {
  it('chooses, confirms and sends', () => {
    const confirming = fixPhotoReducer(FIX_PHOTO_START, { type: 'choose', spot: castle });
    expect(confirming).toEqual({ step: 'confirming', spot: castle });
    expect(fixPhotoReducer(confirming, { type: 'confirm' })).toEqual({
      step: 'sending',
      spot: castle,
    });
  });

  it('goes back to choosing on cancel or a failed send', () => {
    const confirming: FixPhotoState = { step: 'confirming', spot: castle };
    expect(fixPhotoReducer(confirming, { type: 'cancel' })).toEqual(FIX_PHOTO_START);
    const sending: FixPhotoState = { step: 'sending', spot: castle };
    expect(fixPhotoReducer(sending, { type: 'failed' })).toEqual(FIX_PHOTO_START);
    expect(fixPhotoReducer(sending, { type: 'reset' })).toEqual(FIX_PHOTO_START);
  });

  it('ignores clicks and answers that do not fit the step', () => {
    const sending: FixPhotoState = { step: 'sending', spot: castle };
    const other = { id: 14, title: 'Vintgar Gorge' };
    expect(fixPhotoReducer(sending, { type: 'choose', spot: other })).toBe(sending);
    expect(fixPhotoReducer(sending, { type: 'cancel' })).toBe(sending);
    expect(fixPhotoReducer(FIX_PHOTO_START, { type: 'confirm' })).toBe(FIX_PHOTO_START);
    expect(fixPhotoReducer(FIX_PHOTO_START, { type: 'failed' })).toBe(FIX_PHOTO_START);
  });

  it('tells a click on the photo’s own spot from a move', () => {
    expect(spotChoice(12, { id: 12, title: 'Lake Bled' })).toBe('alreadyThere');
    expect(spotChoice(12, castle)).toBe('move');
    expect(spotChoice(null, castle)).toBe('move');
  });

  it('words the question and the already-there answer', () => {
    expect(moveQuestion('Island at dusk', 'Bled Castle')).toBe(
      "Move 'Island at dusk' to Bled Castle?",
    );
    expect(alreadyThereMessage('Lake Bled')).toBe('The photo is already at Lake Bled.');
  });
});
