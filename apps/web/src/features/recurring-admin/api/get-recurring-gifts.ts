import { recurringAdminEndpoints, type recurringAdminOperations, type RecurringAdminPage } from '@causeway/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import type { RecurringListState } from '../lib/recurring-list-params';
import { recurringAdminKeys } from './query-keys';

export function getRecurringGifts(state: RecurringListState, signal?: AbortSignal): Promise<RecurringAdminPage> {
  const query = {
    q: state.q,
    status: state.status ?? undefined,
    interval: state.interval ?? undefined,
    campaignId: state.campaignId === null ? undefined : String(state.campaignId),
    sort: state.sort,
    page: state.page,
  };
  return callOperation<typeof recurringAdminOperations.list>(recurringAdminEndpoints.list, { query, signal });
}

/** One page of recurring gifts. Fresh on every visit; while the next page or filter loads the rows stay on screen. */
export function useRecurringGifts(state: RecurringListState) {
  return useQuery(
    queryOptions({
      queryKey: recurringAdminKeys.list(state),
      queryFn: ({ signal }) => getRecurringGifts(state, signal),
      staleTime: 0,
      refetchOnMount: 'always',
      placeholderData: keepPreviousData,
    }),
  );
}
