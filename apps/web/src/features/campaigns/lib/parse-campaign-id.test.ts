import { describe, expect, it } from 'vitest';
import { parseCampaignTab } from './campaign-tabs';
import { parseCampaignId } from './parse-campaign-id';

describe('parseCampaignId', () => {
  it('accepts positive whole numbers', () => {
    expect(parseCampaignId('12')).toBe(12);
    expect(parseCampaignId('2147483647')).toBe(2_147_483_647);
  });

  it('refuses what the server would refuse, without asking it', () => {
    for (const value of [undefined, '', '0', '012', '-3', '1.5', 'abc', '12abc', '2147483648']) {
      expect(parseCampaignId(value)).toBeNull();
    }
  });
});

describe('parseCampaignTab', () => {
  it('opens a known tab and About for anything else', () => {
    expect(parseCampaignTab('rewards')).toBe('rewards');
    expect(parseCampaignTab('updates')).toBe('updates');
    expect(parseCampaignTab(null)).toBe('about');
    expect(parseCampaignTab('settings')).toBe('about');
  });
});
