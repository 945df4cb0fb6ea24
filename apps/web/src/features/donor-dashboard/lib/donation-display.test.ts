import { describe, expect, it } from 'vitest';
import { english } from '@/test/render';
import { donationKindLabel, greetingName, hasReceipt, historyPageCount } from './donation-display';

describe('hasReceipt', () => {
  it('offers a receipt only for a succeeded donation (spec section 4)', () => {
    expect(hasReceipt({ status: 'succeeded' })).toBe(true);
    expect(hasReceipt({ status: 'pending' })).toBe(false);
    expect(hasReceipt({ status: 'failed' })).toBe(false);
    expect(hasReceipt({ status: 'refunded' })).toBe(false);
  });
});

describe('historyPageCount', () => {
  it('counts pages of the given size, at least one', () => {
    expect(historyPageCount(0, 10)).toBe(1);
    expect(historyPageCount(10, 10)).toBe(1);
    expect(historyPageCount(11, 10)).toBe(2);
    expect(historyPageCount(95, 10)).toBe(10);
  });

  it('survives a page size of zero', () => {
    expect(historyPageCount(3, 0)).toBe(3);
  });
});

describe('greetingName', () => {
  it('uses the first name, or the username when there is none', () => {
    expect(greetingName({ firstName: 'Ada', username: 'ada_l' })).toBe('Ada');
    expect(greetingName({ firstName: '  ', username: 'ada_l' })).toBe('ada_l');
    expect(greetingName({ firstName: null, username: 'ada_l' })).toBe('ada_l');
  });
});

describe('donationKindLabel', () => {
  it('names the type, and for a gift the charity recorded by hand how it came', () => {
    expect(donationKindLabel({ donationType: 'one_time', offlineMethod: null }, english)).toBe('One-time');
    expect(donationKindLabel({ donationType: 'recurring', offlineMethod: null }, english)).toBe('Recurring');
    expect(donationKindLabel({ donationType: 'one_time', offlineMethod: 'cheque' }, english)).toBe('One-time · Cheque');
    expect(donationKindLabel({ donationType: 'one_time', offlineMethod: 'bank_transfer' }, english)).toBe(
      'One-time · Bank transfer',
    );
  });
});
