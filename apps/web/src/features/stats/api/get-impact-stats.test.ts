import { describe, expect, it } from 'vitest';
import { impactStatsQueryOptions } from './get-impact-stats';

describe('impactStatsQueryOptions', () => {
  it('keeps the impact figures fresh for 10 minutes (spec section 9)', () => {
    const options = impactStatsQueryOptions();
    expect(options.staleTime).toBe(10 * 60_000);
    expect(options.queryKey).toEqual(['stats', 'impact']);
  });
});
