import {
  accountEndpoints as endpoints,
  accountMessages,
  type accountOperations as ops,
  type MessageResponse,
} from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth';
import { callOperation } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';

/** POST /api/auth/resend-verification (signed in): a new link, or word that the address is already verified. */
export function resendVerification(): Promise<MessageResponse> {
  return callOperation<typeof ops.resendVerification>(endpoints.resendVerification);
}

export function useResendVerification(options: MutationCallbacks<MessageResponse> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerification,
    onError: options.onError,
    onSuccess: (answer) => {
      // Verified in another tab meanwhile: refresh the user so the badge and notice catch up.
      if (answer.message === accountMessages.alreadyVerified)
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
      options.onSuccess?.(answer);
    },
  });
}
