import { describe, expect, it } from 'vitest';
import { donationSourceMessages as m } from '@causeway/contracts';
import { defaultSourceRange, sourceRangeError } from './source-range';

describe('the Gifts by source date range', () => {
  it('starts on the last 30 days, today (UTC) included', () => {
    expect(defaultSourceRange(Date.parse('2026-03-30T23:30:00Z'))).toEqual({ from: '2026-03-01', to: '2026-03-30' });
  });

  it('refuses what the server would refuse, with the same messages', () => {
    expect(sourceRangeError({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
    expect(sourceRangeError({ from: '', to: '2026-03-01' })).toBe(m.badDate(m.from));
    expect(sourceRangeError({ from: '2026-03-01', to: '2026-02-30' })).toBe(m.badDate(m.to));
    expect(sourceRangeError({ from: '2026-03-02', to: '2026-03-01' })).toBe(m.fromAfterTo);
    expect(sourceRangeError({ from: '2000-01-01', to: '2026-03-01' })).toBe(m.rangeTooLong);
  });
});
