import { describe, expect, it } from 'vitest';
import {
  adminDecision,
  appliesDirectly,
  hourlyLimits,
  proposalState,
  trustTier,
  voteWeight,
} from './proposal-rules.js';

const member = (impact: number, emailConfirmed = true) => ({
  id: 5,
  admin: false,
  impact,
  emailConfirmed,
});

describe('the decision of a proposal', () => {
  it('applies at +3, rejects at -3 and waits in between', () => {
    expect(proposalState(3)).toBe('applied');
    expect(proposalState(7)).toBe('applied');
    expect(proposalState(2)).toBe('pending');
    expect(proposalState(-2)).toBe('pending');
    expect(proposalState(-3)).toBe('rejected');
  });

  it('lets an administrator decide at once', () => {
    expect(adminDecision(1)).toBe('applied');
    expect(adminDecision(-1)).toBe('rejected');
  });

  it('weighs votes by trust and ignores unconfirmed accounts', () => {
    expect(voteWeight(member(0))).toBe(1);
    expect(voteWeight(member(199))).toBe(1);
    expect(voteWeight(member(200))).toBe(2);
    expect(voteWeight(member(1000))).toBe(3);
    expect(voteWeight(member(5000, false))).toBe(0);
    expect(trustTier(-10).name).toBe('Member');
  });

  it('applies the title and tag edits of stewards and administrators directly, never moves', () => {
    expect(appliesDirectly(member(1000), 'title')).toBe(true);
    expect(appliesDirectly(member(1000), 'tag_delete')).toBe(true);
    expect(appliesDirectly(member(1000), 'location')).toBe(false);
    expect(appliesDirectly(member(999), 'title')).toBe(false);
    expect(appliesDirectly(member(1000, false), 'title')).toBe(false);
    expect(appliesDirectly({ ...member(0), admin: true }, 'location')).toBe(true);
  });

  it('grows the hourly limits with impact, up to a ceiling', () => {
    expect(hourlyLimits(0)).toEqual({ proposals: 10, votes: 60 });
    expect(hourlyLimits(-40)).toEqual({ proposals: 10, votes: 60 });
    expect(hourlyLimits(400)).toEqual({ proposals: 30, votes: 140 });
    expect(hourlyLimits(1_000_000)).toEqual({ proposals: 200, votes: 1000 });
  });
});
