import {
  fundraiserEndpoints,
  type fundraiserOperations,
  type FundraiserLeaderboard,
  type PublicFundraiser,
  type PublicTeam,
  type TeamLeaderboard,
} from '@causeway/contracts';
import type { z } from 'zod';
import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { campaignKeys } from '@/features/campaigns';
import { callOperation } from '@/lib/api-client';

type PublicSupporterPage = z.infer<(typeof fundraiserOperations.supporters.responses)[200]>;

/**
 * Under the campaign's detail key: the pages are public (a server-rendered page may carry them, see
 * lib/public-queries.ts), and they are read again whenever the campaign is.
 */
export const fundraiserKeys = {
  all: (campaignId: number) => [...campaignKeys.detail(campaignId), 'fundraisers'] as const,
  page: (campaignId: number, slug: string) => [...fundraiserKeys.all(campaignId), 'page', slug] as const,
  supporters: (campaignId: number, slug: string) => [...fundraiserKeys.page(campaignId, slug), 'supporters'] as const,
  team: (campaignId: number, slug: string) => [...fundraiserKeys.all(campaignId), 'team', slug] as const,
  leaderboard: (campaignId: number, q: string, page: number) =>
    [...fundraiserKeys.all(campaignId), 'leaderboard', { q, page }] as const,
  teamLeaderboard: (campaignId: number, q: string, page: number) =>
    [...fundraiserKeys.all(campaignId), 'team-leaderboard', { q, page }] as const,
};

/** The page's slug as the API accepts it; anything else is not found without asking. */
const SLUG = /^[a-z0-9-]{1,70}$/;
export const isFundraiserSlug = (slug: string | undefined): slug is string => slug !== undefined && SLUG.test(slug);

export function fundraiserPageQueryOptions(campaignId: number | null, slug: string | undefined) {
  const valid = campaignId !== null && isFundraiserSlug(slug);
  return queryOptions({
    queryKey: fundraiserKeys.page(campaignId ?? 0, slug ?? ''),
    queryFn: ({ signal }): Promise<PublicFundraiser> =>
      callOperation<typeof fundraiserOperations.page>(fundraiserEndpoints.page, {
        params: { id: campaignId!, slug: slug! },
        signal,
      }),
    enabled: valid,
  });
}

/** A supporter's public page by its campaign and slug (also what the donation page shows it is supporting). */
export function useFundraiserPage(campaignId: number | null, slug: string | undefined) {
  return useQuery(fundraiserPageQueryOptions(campaignId, slug));
}

/** The page's whole supporters list, newest first, read only once the visitor asks for more than the recent few. */
export function useFundraiserSupporters(campaignId: number, slug: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: fundraiserKeys.supporters(campaignId, slug),
    queryFn: ({ pageParam, signal }): Promise<PublicSupporterPage> =>
      callOperation<typeof fundraiserOperations.supporters>(fundraiserEndpoints.supporters, {
        params: { id: campaignId, slug },
        query: { page: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    enabled,
  });
}

export function useFundraiserTeam(campaignId: number | null, slug: string | undefined) {
  return useQuery({
    queryKey: fundraiserKeys.team(campaignId ?? 0, slug ?? ''),
    queryFn: ({ signal }): Promise<PublicTeam> =>
      callOperation<typeof fundraiserOperations.team>(fundraiserEndpoints.team, {
        params: { id: campaignId!, slug: slug! },
        signal,
      }),
    enabled: campaignId !== null && isFundraiserSlug(slug),
  });
}

/** One page of the campaign's fundraisers, most raised first; the last page stays on screen while the next loads. */
export function useFundraiserLeaderboard(campaignId: number, q: string, page: number) {
  return useQuery({
    queryKey: fundraiserKeys.leaderboard(campaignId, q, page),
    queryFn: ({ signal }): Promise<FundraiserLeaderboard> =>
      callOperation<typeof fundraiserOperations.leaderboard>(fundraiserEndpoints.leaderboard, {
        params: { id: campaignId },
        query: { q: q || undefined, page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTeamLeaderboard(campaignId: number, q: string, page: number) {
  return useQuery({
    queryKey: fundraiserKeys.teamLeaderboard(campaignId, q, page),
    queryFn: ({ signal }): Promise<TeamLeaderboard> =>
      callOperation<typeof fundraiserOperations.teamLeaderboard>(fundraiserEndpoints.teamLeaderboard, {
        params: { id: campaignId },
        query: { q: q || undefined, page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
