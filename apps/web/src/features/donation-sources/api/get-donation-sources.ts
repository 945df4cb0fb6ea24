import {
  donationSourceEndpoints as e,
  type DonationSourceReport,
  type donationSourceOperations as ops,
} from '@causeway/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import type { SourceRange } from '../lib/source-range';

/** Whose gifts: the whole site (the overview) or one campaign. */
export type SourceScope = { campaignId: number } | 'site';

const sourceKeys = {
  report: (scope: SourceScope, range: SourceRange) =>
    ['admin', 'donation-sources', scope === 'site' ? 'site' : scope.campaignId, range.from, range.to] as const,
};

export function getDonationSources(scope: SourceScope, range: SourceRange, signal?: AbortSignal) {
  const query = { from: range.from, to: range.to };
  return scope === 'site'
    ? callOperation<typeof ops.overview>(e.overview, { query, signal })
    : callOperation<typeof ops.campaign>(e.campaign, { params: { id: scope.campaignId }, query, signal });
}

/** GET /api/admin/dashboard/sources or /api/admin/campaigns/{id}/sources; asked only for a valid range. */
export function useDonationSources(scope: SourceScope, range: SourceRange, enabled: boolean) {
  return useQuery<DonationSourceReport>({
    queryKey: sourceKeys.report(scope, range),
    queryFn: ({ signal }) => getDonationSources(scope, range, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
    enabled,
  });
}
