import { fundraiserEndpoints as e, type OwnFundraiser, type fundraiserOperations as ops } from '@causeway/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { donorKeys } from './query-keys';

// Under the dashboard's 'donor' key, so refreshing all of the donor's data refreshes these too.
export const myFundraiserKeys = {
  all: [...donorKeys.all, 'fundraisers'] as const,
  list: () => [...donorKeys.all, 'fundraisers', 'list'] as const,
  supporters: (fundraiserId: number) => [...donorKeys.all, 'fundraisers', fundraiserId, 'supporters'] as const,
  supportersPage: (fundraiserId: number, page: number) =>
    [...donorKeys.all, 'fundraisers', fundraiserId, 'supporters', page] as const,
};

/** The donor's own fundraising pages, newest first. Read again on every visit: totals move with each gift. */
export function useMyFundraisers() {
  return useQuery({
    queryKey: myFundraiserKeys.list(),
    queryFn: ({ signal }): Promise<OwnFundraiser[]> => callOperation<typeof ops.mine>(e.mine, { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** One page of a fundraiser's supporters, as its owner sees them (names unless anonymous, thanked or not). */
export function useMySupporters(fundraiserId: number, page: number) {
  return useQuery({
    queryKey: myFundraiserKeys.supportersPage(fundraiserId, page),
    queryFn: ({ signal }) =>
      callOperation<typeof ops.mySupporters>(e.mySupporters, { params: { fundraiserId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}
