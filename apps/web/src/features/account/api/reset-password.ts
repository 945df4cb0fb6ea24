import {
  accountEndpoints as endpoints,
  type accountOperations as ops,
  type MessageResponse,
} from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth';
import { callOperation } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';

/** POST /api/auth/reset-password with the token from the e-mailed link; a bad, used or expired token is a 400. */
export function resetPassword(body: { token: string; password: string }): Promise<MessageResponse> {
  return callOperation<typeof ops.resetPassword>(endpoints.resetPassword, { body });
}

export function useResetPassword(options: MutationCallbacks<MessageResponse> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onError: options.onError,
    onSuccess: (answer) => {
      // The server ends every session of the account, this browser's too: forget whatever was fetched for it,
      // or the login page would take a stale user for a signed-in one and send them on.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, null);
      options.onSuccess?.(answer);
    },
  });
}
