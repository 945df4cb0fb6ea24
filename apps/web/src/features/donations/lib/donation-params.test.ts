import { describe, expect, it } from 'vitest';
import { initialAmount, parseDonationParams, rewardMinimumDollars } from './donation-params';

const parse = (query: string) => parseDonationParams(new URLSearchParams(query));

describe('parseDonationParams', () => {
  it('starts from nothing when the link carries no parameters', () => {
    expect(parse('')).toEqual({ amount: null, donationType: null, interval: null, rewardId: null });
  });

  it('reads a whole-dollar amount', () => {
    expect(parse('amount=25').amount).toBe(25);
    expect(parse('amount=100000').amount).toBe(100_000);
    expect(parse('amount=12.50').amount).toBe(12.5);
  });

  it('ignores amounts outside the bounds or not numbers', () => {
    for (const value of ['0', '0.5', '100001', '-5', 'abc', '1e3', '', '25$', '1.234']) {
      expect(parse(`amount=${encodeURIComponent(value)}`).amount).toBeNull();
    }
  });

  it('makes recurring=true a monthly gift', () => {
    expect(parse('recurring=true')).toMatchObject({ donationType: 'recurring', interval: 'monthly' });
    expect(parse('recurring=false')).toMatchObject({ donationType: null, interval: null });
  });

  it('reads the widget type: once is one-time, monthly is recurring monthly', () => {
    expect(parse('amount=15&type=once')).toMatchObject({ amount: 15, donationType: 'one_time', interval: null });
    expect(parse('type=monthly')).toMatchObject({ donationType: 'recurring', interval: 'monthly' });
    expect(parse('type=yearly')).toMatchObject({ donationType: 'recurring', interval: 'yearly' });
  });

  it('lets an explicit type win over recurring=true', () => {
    expect(parse('recurring=true&type=once')).toMatchObject({ donationType: 'one_time', interval: null });
  });

  it('ignores an unknown type', () => {
    expect(parse('type=weekly')).toMatchObject({ donationType: null, interval: null });
  });

  it('reads a numeric reward id only', () => {
    expect(parse('reward=7').rewardId).toBe(7);
    expect(parse('reward=07').rewardId).toBeNull();
    expect(parse('reward=abc').rewardId).toBeNull();
    expect(parse('reward=99999999999').rewardId).toBeNull();
  });
});

describe('initialAmount', () => {
  it('defaults to $5', () => {
    expect(initialAmount({ amount: null })).toBe(5);
  });

  it('keeps the link amount when there is no reward or it is enough', () => {
    expect(initialAmount({ amount: 30 })).toBe(30);
    expect(initialAmount({ amount: 30 }, 2500)).toBe(30);
    expect(initialAmount({ amount: 25 }, 2500)).toBe(25);
  });

  it("raises a missing or lower amount to the reward's minimum", () => {
    expect(initialAmount({ amount: null }, 2500)).toBe(25);
    expect(initialAmount({ amount: 10 }, 2500)).toBe(25);
    expect(initialAmount({ amount: 10 }, 2550)).toBe(26);
  });

  it('rounds a reward minimum with cents up to whole dollars', () => {
    expect(rewardMinimumDollars(2550)).toBe(26);
    expect(rewardMinimumDollars(5000)).toBe(50);
    expect(rewardMinimumDollars(0)).toBe(1);
  });
});
