import { describe, expect, it } from 'vitest';
import { campaignKeys } from '@/features/campaigns';
import { meQueryKey } from '@/features/auth';
import { paymentsConfigQueryOptions, savedCardsQueryKey } from '@/features/donations';
import { impactStatsQueryKey } from '@/features/stats';
import { isPublicQueryKey } from './public-queries';

describe('public queries (what a server-rendered page may carry)', () => {
  it("takes the public pages' own query keys", () => {
    for (const key of [
      campaignKeys.list({ limit: 20, offset: 20 }),
      campaignKeys.detail(7),
      campaignKeys.updates(7),
      impactStatsQueryKey,
      paymentsConfigQueryOptions().queryKey,
      ['settings', 'public'],
    ]) {
      expect(isPublicQueryKey(key), JSON.stringify(key)).toBe(true);
    }
  });

  it('refuses the signed-in user, the admin area, a donor’s cards and anything merely alike', () => {
    for (const key of [
      meQueryKey,
      savedCardsQueryKey,
      ['admin', 'campaigns', 'list', {}],
      ['admin', 'settings'],
      ['settings'],
      ['settings', 'admin'],
      ['campaigns'],
      ['campaigns', 'drafts'],
      ['stats'],
      ['payments', 'methods'],
      [],
    ]) {
      expect(isPublicQueryKey(key), JSON.stringify(key)).toBe(false);
    }
  });
});
