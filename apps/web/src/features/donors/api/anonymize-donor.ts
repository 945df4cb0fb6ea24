import {
  privacyEndpoints as endpoints,
  type AnonymizeDonorInput,
  type AnonymizeDonorResponse,
  type privacyOperations as ops,
} from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { donorListKeys } from './query-keys';

export function anonymizeDonor(body: AnonymizeDonorInput): Promise<AnonymizeDonorResponse> {
  return callOperation<typeof ops.anonymizeDonor>(endpoints.anonymizeDonor, { body });
}

/**
 * POST /api/admin/donors/anonymize. The lists refresh in the background (not awaited: the open donor page would
 * refetch into a 404 before it is left); `key`'s own page is dropped from the cache once the caller has left it.
 */
export function useAnonymizeDonor(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: anonymizeDonor,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: donorListKeys.all, predicate: (q) => q.queryKey[1] === 'list' });
    },
    onSettled: (_answer, error) => {
      if (!error) setTimeout(() => queryClient.removeQueries({ queryKey: donorListKeys.detail(key) }), 0);
    },
  });
}
