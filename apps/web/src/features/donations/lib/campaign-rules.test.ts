import { describe, expect, it } from 'vitest';
import { parseCampaignId } from './campaign-rules';

describe('parseCampaignId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseCampaignId('12')).toBe(12);
    for (const value of [undefined, '', 'abc', '0', '012', '1.5', '-3', '12abc', '99999999999']) {
      expect(parseCampaignId(value)).toBeNull();
    }
  });
});
