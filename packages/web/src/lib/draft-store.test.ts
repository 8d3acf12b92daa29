import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearDraft,
  draftKey,
  readDraft,
  readDraftText,
  subscribeDrafts,
  writeDraft,
} from './draft-store';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('draft store', () => {
  it('keys a draft by editor, object and member', () => {
    expect(draftKey({ editor: 'description', object: '7:new', member: 3 })).toBe(
      'vantage.draft.description.7:new.3',
    );
    expect(draftKey({ editor: 'guide', object: 'new', member: null })).toBe(
      'vantage.draft.guide.new.guest',
    );
  });

  it('keeps a draft in localStorage until it is cleared, and tells the listeners', () => {
    const key = draftKey({ editor: 'gallery', object: 4, member: 1 });
    const listener = vi.fn();
    const stop = subscribeDrafts(listener);
    writeDraft(key, { title: 'Lakes', description: 'Quiet ones' });
    expect(window.localStorage.getItem(key)).toBe('{"title":"Lakes","description":"Quiet ones"}');
    expect(readDraft(key)).toEqual({ title: 'Lakes', description: 'Quiet ones' });
    clearDraft(key);
    expect(readDraftText(key)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    writeDraft(key, 'x');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('holds the draft for the visit when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const key = draftKey({ editor: 'description', object: 1, member: 2 });
    writeDraft(key, 'Sunrise from the pier');
    expect(window.localStorage.getItem(key)).toBeNull();
    expect(readDraft(key)).toBe('Sunrise from the pier');
    clearDraft(key);
    expect(readDraft(key)).toBeNull();
  });

  it('reads a damaged draft as none', () => {
    window.localStorage.setItem('vantage.draft.x.1.guest', '{not json');
    expect(readDraft('vantage.draft.x.1.guest')).toBeNull();
  });
});
