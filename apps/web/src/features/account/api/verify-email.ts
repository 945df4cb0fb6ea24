import {
  accountEndpoints as endpoints,
  type accountOperations as ops,
  type VerifyEmailResponse,
} from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth';
import { callOperation } from '@/lib/api-client';

/** POST /api/auth/verify-email with the token from the e-mailed link; a bad or expired token is a 400. */
export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return callOperation<typeof ops.verifyEmail>(endpoints.verifyEmail, { body: { token } });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // The signed-in user (if it is this account) is now verified, and earlier guest gifts may be theirs.
    onSettled: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
