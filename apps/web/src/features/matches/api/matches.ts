import {
  matchEndpoints as e,
  type AdminMatch,
  type MatchInput,
  type matchOperations as ops,
} from '@causeway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { campaignKeys } from '@/features/campaigns';
import { callOperation } from '@/lib/api-client';

export const matchKeys = { list: (campaignId: number) => ['admin', 'matches', campaignId] as const };

export function useMatches(campaignId: number) {
  return useQuery({
    queryKey: matchKeys.list(campaignId),
    queryFn: ({ signal }) => callOperation<typeof ops.list>(e.list, { params: { id: campaignId }, signal }),
    staleTime: 0,
  });
}

/** Add, save, end or delete: the list reads again, and the public page's copy (its live match) is dropped. */
export function useMatchMutation<V, R>(campaignId: number, run: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: matchKeys.list(campaignId) });
      void queryClient.invalidateQueries({ queryKey: campaignKeys.detail(campaignId) });
    },
  });
}

export const saveMatch = (campaignId: number, input: MatchInput, matchId?: number): Promise<AdminMatch> =>
  matchId === undefined
    ? callOperation<typeof ops.create>(e.create, { params: { id: campaignId }, body: input })
    : callOperation<typeof ops.edit>(e.edit, { params: { id: campaignId, matchId }, body: input });
export const endMatch = (campaignId: number, matchId: number) =>
  callOperation<typeof ops.end>(e.end, { params: { id: campaignId, matchId } });
export const deleteMatch = (campaignId: number, matchId: number) =>
  callOperation<typeof ops.remove>(e.remove, { params: { id: campaignId, matchId } });
