import { describe, expect, it } from 'vitest';
import { isCardExpired } from './card-display';

describe('isCardExpired', () => {
  const midMarch2026 = new Date(2026, 2, 15);

  it('keeps a card valid through the end of its expiry month', () => {
    expect(isCardExpired({ expiryMonth: 3, expiryYear: 2026 }, midMarch2026)).toBe(false);
    expect(isCardExpired({ expiryMonth: 3, expiryYear: 2026 }, new Date(2026, 2, 31, 23, 59))).toBe(false);
    expect(isCardExpired({ expiryMonth: 1, expiryYear: 2027 }, midMarch2026)).toBe(false);
  });

  it('marks a card expired from the first day after its expiry month', () => {
    expect(isCardExpired({ expiryMonth: 2, expiryYear: 2026 }, midMarch2026)).toBe(true);
    expect(isCardExpired({ expiryMonth: 12, expiryYear: 2025 }, midMarch2026)).toBe(true);
    expect(isCardExpired({ expiryMonth: 3, expiryYear: 2026 }, new Date(2026, 3, 1))).toBe(true);
  });
});
