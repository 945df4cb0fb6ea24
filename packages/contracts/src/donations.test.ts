import { describe, expect, it } from 'vitest';
import { coverFeeCents, processingFeeCents } from './donations';

describe('coverFeeCents', () => {
  it.each([100, 500, 2_500, 5_000, 12_345, 10_000_000])(
    'lets the campaign net the whole gift of %i cents',
    (amount) => {
      const total = amount + coverFeeCents(amount);
      expect(total - processingFeeCents(total)).toBeGreaterThanOrEqual(amount);
      // The smallest such total: the donor is never charged a cent more than needed.
      expect(total - 1 - processingFeeCents(total - 1)).toBeLessThan(amount);
    },
  );

  it('adds $1.06 to a $25 gift and $0.34 to a $1 gift', () => {
    expect(coverFeeCents(2_500)).toBe(106);
    expect(coverFeeCents(100)).toBe(34);
  });
});
