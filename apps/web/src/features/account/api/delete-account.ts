import {
  privacyEndpoints as endpoints,
  type DeleteAccountInput,
  type DeleteAccountResponse,
  type privacyOperations as ops,
} from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth';
import { callOperation } from '@/lib/api-client';

export function deleteAccount(body: DeleteAccountInput): Promise<DeleteAccountResponse> {
  return callOperation<typeof ops.deleteAccount>(endpoints.deleteAccount, { body });
}

/**
 * POST /api/account/delete. The server ends the session; like a sign-out, nothing fetched for the account stays
 * in the page.
 */
export function useDeleteAccount(options: { onSuccess?: (answer: DeleteAccountResponse) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: (answer) => {
      // Away from the account's page first, so its sign-in guard does not send the now signed-out user to /login.
      options.onSuccess?.(answer);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
