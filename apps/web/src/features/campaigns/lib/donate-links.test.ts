import { describe, expect, it } from 'vitest';
import { campaignPath, donateMonthlyPath, donatePath, rewardDonatePath } from './donate-links';

describe('donate links', () => {
  it('point at the donation page, monthly with recurring=true', () => {
    expect(campaignPath(7)).toBe('/campaigns/7');
    expect(donatePath(7)).toBe('/donate/7');
    expect(donateMonthlyPath(7)).toBe('/donate/7?recurring=true');
  });

  it('give a reward link its minimum in whole dollars and the reward id', () => {
    expect(rewardDonatePath(7, { id: 3, minimumAmount: 10_000 })).toBe('/donate/7?amount=100&reward=3');
  });

  it('round a minimum with cents up, so the gift still qualifies', () => {
    expect(rewardDonatePath(7, { id: 3, minimumAmount: 2_550 })).toBe('/donate/7?amount=26&reward=3');
  });
});
