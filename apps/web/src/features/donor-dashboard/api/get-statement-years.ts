import { donationHistoryEndpoints, type donationHistoryOperations, type StatementYears } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { donorKeys } from './query-keys';

export function getStatementYears(signal?: AbortSignal): Promise<StatementYears> {
  return callOperation<typeof donationHistoryOperations.statementYears>(donationHistoryEndpoints.statementYears, {
    signal,
  });
}

/** The years with an annual statement, newest first; asked when the Tax Receipt dialog opens. */
export function statementYearsQueryOptions() {
  return queryOptions({
    queryKey: donorKeys.statementYears(),
    queryFn: ({ signal }) => getStatementYears(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useStatementYears() {
  return useQuery(statementYearsQueryOptions());
}
