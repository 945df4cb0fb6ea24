import { focusManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

// Spec section 9, data freshness, as a page sees it: what is asked again, and when.
describe('the query client', () => {
  it('answers from its cache for 5 minutes, then asks the server again', async () => {
    const client = createQueryClient();
    const fetchList = vi.fn(async () => ['a campaign']);
    const read = () => client.fetchQuery({ queryKey: ['list'], queryFn: fetchList });

    await read();
    vi.advanceTimersByTime(5 * MINUTE - 1_000);
    await read();
    expect(fetchList).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    await read();
    expect(fetchList).toHaveBeenCalledTimes(2);
  });

  it('does not retry a failed request: the page shows the error and its own retry button', async () => {
    const client = createQueryClient();
    const failing = vi.fn(async () => {
      throw new Error('503: unavailable');
    });
    await expect(client.fetchQuery({ queryKey: ['fails'], queryFn: failing })).rejects.toThrow('503');
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('forgets an answer no page has used for 10 minutes', async () => {
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['old'], queryFn: async () => 'figures' });
    vi.advanceTimersByTime(10 * MINUTE - 1_000);
    expect(client.getQueryData(['old'])).toBe('figures');
    vi.advanceTimersByTime(2_000);
    expect(client.getQueryData(['old'])).toBeUndefined();
  });

  it('does not ask again when the window regains focus', async () => {
    const client = createQueryClient();
    client.mount();
    const calls = async (options: { refetchOnWindowFocus?: boolean }) => {
      const fetchFigures = vi.fn(async () => 'figures');
      const observer = new QueryObserver(client, { queryKey: ['focus', options], queryFn: fetchFigures, ...options });
      const unsubscribe = observer.subscribe(() => {});
      await vi.runOnlyPendingTimersAsync();
      vi.advanceTimersByTime(6 * MINUTE);
      focusManager.setFocused(false);
      focusManager.setFocused(true);
      await vi.runOnlyPendingTimersAsync();
      unsubscribe();
      return fetchFigures.mock.calls.length;
    };
    // The same stale query with focus refetching turned back on is asked again: the check can see a refetch.
    expect(await calls({ refetchOnWindowFocus: true })).toBe(2);
    expect(await calls({})).toBe(1);
    client.unmount();
  });
});
