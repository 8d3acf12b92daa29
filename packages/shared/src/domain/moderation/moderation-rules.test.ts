import { describe, expect, it } from 'vitest';
import { ReportBody, ModerationActionBody } from '../../schemas/moderation.js';
import {
  canModerate,
  canSeeHiddenItem,
  isSuspended,
  reportsHide,
  suspensionMessage,
} from './moderation-rules.js';

const member = { id: 5, admin: false, impact: 10 };
const steward = { id: 6, admin: false, impact: 1_000 };
const admin = { id: 1, admin: true, impact: 0 };

describe('canModerate', () => {
  it('lets administrators and Stewards moderate, nobody else', () => {
    expect(canModerate(admin)).toBe(true);
    expect(canModerate(steward)).toBe(true);
    expect(canModerate({ ...steward, impact: 999 })).toBe(false);
    expect(canModerate(member)).toBe(false);
    expect(canModerate(null)).toBe(false);
  });
});

describe('reportsHide', () => {
  const trusted = { impact: 200, moderator: false };
  const newcomer = { impact: 199, moderator: false };
  it('hides at three reports from the Trusted tier', () => {
    expect(reportsHide([trusted, trusted])).toBe(false);
    expect(reportsHide([trusted, trusted, trusted])).toBe(true);
  });
  it('does not count reports below the Trusted tier', () => {
    expect(reportsHide([trusted, trusted, newcomer, newcomer])).toBe(false);
  });
  it('hides at one report of a moderator', () => {
    expect(reportsHide([{ impact: 0, moderator: true }])).toBe(true);
  });
});

describe('canSeeHiddenItem', () => {
  it('shows a hidden item to its author and moderators only', () => {
    expect(canSeeHiddenItem(member, 5)).toBe(true);
    expect(canSeeHiddenItem(member, 7)).toBe(false);
    expect(canSeeHiddenItem(admin, 7)).toBe(true);
    expect(canSeeHiddenItem(null, 7)).toBe(false);
    expect(canSeeHiddenItem(member, null)).toBe(false);
  });
});

describe('isSuspended', () => {
  it('holds until its end, or for good', () => {
    expect(isSuspended({ reason: 'spam', untilMs: 2_000 }, 1_000)).toBe(true);
    expect(isSuspended({ reason: 'spam', untilMs: 2_000 }, 2_000)).toBe(false);
    expect(isSuspended({ reason: 'spam', untilMs: null }, 9e15)).toBe(true);
    expect(isSuspended({ reason: null, untilMs: null }, 0)).toBe(false);
  });
  it('tells until when and why', () => {
    expect(suspensionMessage({ reason: 'spam', untilMs: Date.UTC(2030, 0, 2, 3, 4) })).toBe(
      'Your account is suspended until 2030-01-02 03:04 UTC. Reason: spam',
    );
    expect(suspensionMessage({ reason: 'spam', untilMs: null })).toContain('for good');
  });
});

describe('ReportBody', () => {
  it('needs a note for "other"', () => {
    const parsed = ReportBody.safeParse({ targetKind: 'photo', targetId: 1, reason: 'other' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['note']);
    expect(
      ReportBody.safeParse({ targetKind: 'photo', targetId: 1, reason: 'other', note: 'x' })
        .success,
    ).toBe(true);
  });
});

describe('ModerationActionBody', () => {
  it('needs a message to warn and a reason and duration to suspend', () => {
    expect(ModerationActionBody.safeParse({ action: 'warn' }).success).toBe(false);
    expect(ModerationActionBody.safeParse({ action: 'suspend', reason: 'spam' }).success).toBe(
      false,
    );
    expect(
      ModerationActionBody.safeParse({ action: 'suspend', reason: 'spam', days: null }).success,
    ).toBe(true);
  });
});
