import { describe, expect, it } from 'vitest';
import { acceptsDonations } from './campaigns';

const at = (iso: string) => new Date(iso);

describe('acceptsDonations', () => {
  const now = at('2026-03-10T12:00:00Z');
  it('accepts only active campaigns whose end has not passed', () => {
    expect(acceptsDonations('active', null, now)).toBe(true);
    expect(acceptsDonations('active', at('2026-03-10T12:00:01Z'), now)).toBe(true);
    expect(acceptsDonations('active', at('2026-03-10T11:59:59Z'), now)).toBe(false);
    // As a campaign answer carries it (ISO text).
    expect(acceptsDonations('active', '2026-03-10T12:00:01.000Z', now)).toBe(true);
    expect(acceptsDonations('active', '2026-03-10T11:59:59.000Z', now)).toBe(false);
    for (const status of ['draft', 'paused', 'completed', 'archived'])
      expect(acceptsDonations(status, null, now)).toBe(false);
  });
});
