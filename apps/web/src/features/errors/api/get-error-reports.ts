import { ERROR_POLL_MS, errorEndpoints, type ErrorReport, type errorOperations, type Page } from '@causeway/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import type { ErrorListParams } from '../lib/error-list-params';
import { errorKeys } from './query-keys';

export function getErrorReports(params: ErrorListParams, signal?: AbortSignal): Promise<Page<ErrorReport>> {
  const query = { status: params.status, page: params.page, level: params.level || undefined };
  return callOperation<typeof errorOperations.list>(errorEndpoints.list, { query, signal });
}

/**
 * Admin spec section 9: the list is polled every 30 s while the page is open (and read again on every visit);
 * the current page stays on screen while the next page or filter loads.
 */
export function errorReportsQueryOptions(params: ErrorListParams) {
  return queryOptions({
    queryKey: errorKeys.list(params),
    queryFn: ({ signal }) => getErrorReports(params, signal),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: ERROR_POLL_MS,
    placeholderData: keepPreviousData,
  });
}

export function useErrorReports(params: ErrorListParams) {
  return useQuery(errorReportsQueryOptions(params));
}
