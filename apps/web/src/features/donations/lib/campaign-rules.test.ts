import { describe, expect, it } from 'vitest';
import { acceptsDonations, parseCampaignId } from './campaign-rules';

describe('parseCampaignId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseCampaignId('12')).toBe(12);
    for (const value of [undefined, '', 'abc', '0', '012', '1.5', '-3', '12abc', '99999999999']) {
      expect(parseCampaignId(value)).toBeNull();
    }
  });
});

describe('acceptsDonations', () => {
  it('takes donations for an active campaign that has not ended', () => {
    expect(acceptsDonations({ status: 'active', daysLeft: null })).toBe(true);
    expect(acceptsDonations({ status: 'active', daysLeft: 0 })).toBe(true);
    expect(acceptsDonations({ status: 'active', daysLeft: 12 })).toBe(true);
  });

  it('refuses an ended or inactive campaign', () => {
    expect(acceptsDonations({ status: 'active', daysLeft: -1 })).toBe(false);
    expect(acceptsDonations({ status: 'paused', daysLeft: 10 })).toBe(false);
    expect(acceptsDonations({ status: 'completed', daysLeft: null })).toBe(false);
  });
});
