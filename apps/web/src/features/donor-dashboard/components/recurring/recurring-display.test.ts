import type { DonorRecurring, RecurringStatus } from '@causeway/contracts';
import { describe, expect, it } from 'vitest';
import { english } from '@/test/render';
import { isLive, recurringSummary, sortRecurring, toggleActionFor } from './recurring-display';

function gift(id: number, status: RecurringStatus): DonorRecurring {
  return {
    id,
    amount: 2500,
    currency: 'usd',
    feeAmount: 0,
    interval: 'monthly',
    status,
    nextPaymentDate: status === 'active' ? '2030-01-01T00:00:00.000Z' : null,
    createdAt: '2025-01-01T00:00:00.000Z',
    campaign: { id: 1, title: 'Clean water' },
  };
}

describe('toggleActionFor', () => {
  it('pauses an active gift, resumes a paused one and offers nothing for a cancelled one', () => {
    expect(toggleActionFor('active')).toBe('pause');
    expect(toggleActionFor('paused')).toBe('resume');
    expect(toggleActionFor('cancelled')).toBeNull();
  });
});

describe('isLive', () => {
  it('is false only for cancelled gifts', () => {
    expect(isLive('active')).toBe(true);
    expect(isLive('paused')).toBe(true);
    expect(isLive('cancelled')).toBe(false);
  });
});

describe('sortRecurring', () => {
  it('lists active gifts, then paused, then cancelled, keeping the server order within each', () => {
    const list = [gift(1, 'cancelled'), gift(2, 'paused'), gift(3, 'active'), gift(4, 'cancelled'), gift(5, 'active')];
    expect(sortRecurring(list).map((g) => g.id)).toEqual([3, 5, 2, 1, 4]);
  });

  it('does not change the list it is given', () => {
    const list = [gift(1, 'paused'), gift(2, 'active')];
    sortRecurring(list);
    expect(list.map((g) => g.id)).toEqual([1, 2]);
  });
});

describe('recurringSummary', () => {
  it('counts the gifts by what they do now and leaves out empty groups', () => {
    expect(recurringSummary([gift(1, 'active'), gift(2, 'active'), gift(3, 'cancelled')], english)).toBe(
      '2 active · 1 ended',
    );
    expect(recurringSummary([gift(1, 'paused')], english)).toBe('1 paused');
    expect(recurringSummary([gift(1, 'active'), gift(2, 'paused'), gift(3, 'cancelled')], english)).toBe(
      '1 active · 1 paused · 1 ended',
    );
  });
});
