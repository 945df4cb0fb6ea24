import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { impactStatsQueryOptions } from './get-impact-stats';

const MINUTE = 60_000;
const figures = { totalRaised: 125_000, successfulCampaigns: 3, totalDonors: 41, avgDonation: 3_049 };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the impact figures', () => {
  it('are read from GET /api/stats and kept for 10 minutes before being asked again (spec section 9)', async () => {
    const fetchMock = vi.fn(async (..._args: [string, RequestInit]) => new Response(JSON.stringify(figures)));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();

    await expect(client.fetchQuery(impactStatsQueryOptions())).resolves.toEqual(figures);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/stats');
    // Past the 5 minutes of other data, the figures are still fresh.
    vi.advanceTimersByTime(9 * MINUTE);
    await client.fetchQuery(impactStatsQueryOptions());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2 * MINUTE);
    await client.fetchQuery(impactStatsQueryOptions());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
