import { describe, expect, it } from 'vitest';
import { matchFor, matchNotice, matchRatioLabel, matchSummary, matchedPart } from './matches';

const acme = { sponsorName: 'Acme', ratioPercent: 100, remainingAmount: 10_000, endsAt: '2030-01-01T00:00:00.000Z' };

describe('matched giving', () => {
  it('draws the ratio of a gift in whole cents, rounded down', () => {
    expect(matchedPart(2_500, 100)).toBe(2_500);
    expect(matchedPart(2_500, 200)).toBe(5_000);
    expect(matchedPart(2_501, 50)).toBe(1_250);
    expect(matchFor(2_500, { ratioPercent: 300, remainingAmount: 4_000 })).toBe(4_000);
  });

  it('says "Your $25 becomes $50, thanks to Acme", capped by what is left', () => {
    expect(matchNotice(2_500, acme)).toBe('Your $25 becomes $50, thanks to Acme');
    expect(matchNotice(2_550, { ...acme, ratioPercent: 200 })).toBe('Your $25.50 becomes $76.50, thanks to Acme');
    expect(matchNotice(20_000, acme)).toBe('Your $200 becomes $300, thanks to Acme');
    expect(matchNotice(2_500, { ...acme, ratioPercent: 50 })).toBe('Your $25 becomes $37.50, thanks to Acme');
  });

  it('says nothing without a live match, with nothing left, or for no amount', () => {
    expect(matchNotice(2_500, null)).toBeNull();
    expect(matchNotice(2_500, { ...acme, remainingAmount: 0 })).toBeNull();
    expect(matchNotice(0, acme)).toBeNull();
    expect(matchNotice(Number.NaN, acme)).toBeNull();
    expect(matchNotice(1, { ...acme, ratioPercent: 50 })).toBeNull();
  });

  it('names the ratios and sums the match up for the campaign page', () => {
    expect([100, 200, 300, 50, 150].map(matchRatioLabel)).toEqual(['1:1', '2:1', '3:1', '1:2', '150%']);
    expect(matchSummary(acme)).toBe('Acme is matching gifts 1:1, with $100 of matching left');
  });
});
