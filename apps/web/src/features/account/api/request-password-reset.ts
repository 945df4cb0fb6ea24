import {
  accountEndpoints as endpoints,
  type accountOperations as ops,
  type MessageResponse,
} from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';

/**
 * POST /api/auth/forgot-password: 202 with the same message whether or not the address has an account, so the
 * answer never tells who is registered. Rate-limited (429).
 */
export function requestPasswordReset(body: { email: string }): Promise<MessageResponse> {
  return callOperation<typeof ops.forgotPassword>(endpoints.forgotPassword, { body });
}

export function useRequestPasswordReset(options: MutationCallbacks<MessageResponse> = {}) {
  return useMutation({ mutationFn: requestPasswordReset, onSuccess: options.onSuccess, onError: options.onError });
}
