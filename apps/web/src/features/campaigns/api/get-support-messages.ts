import { supportMessageEndpoints, type SupportMessagePage, type supportMessageOperations } from '@causeway/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { campaignKeys } from './get-campaigns';

/** One page of a campaign's words of support, newest first (issue 24). */
export function getSupportMessages(id: number, page: number, signal?: AbortSignal): Promise<SupportMessagePage> {
  return callOperation<typeof supportMessageOperations.list>(supportMessageEndpoints.list, {
    params: { id },
    query: { page },
    signal,
  });
}

export const supportMessagesKey = (id: number) => [...campaignKeys.detail(id), 'support-messages'] as const;

/** Whether a page after `last` exists, from its total. */
export function nextSupportPage(last: SupportMessagePage): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

/** The pages read so far; "Show more" asks for the next. */
export function useSupportMessages(id: number) {
  return useInfiniteQuery({
    queryKey: supportMessagesKey(id),
    queryFn: ({ pageParam, signal }) => getSupportMessages(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextSupportPage,
  });
}
