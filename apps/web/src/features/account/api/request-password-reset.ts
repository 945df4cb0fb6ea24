import type { MessageResponse } from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';

/**
 * POST /api/auth/forgot-password: 202 with the same message whether or not the address has an account, so the
 * answer never tells who is registered. Rate-limited (429).
 */
export function requestPasswordReset(body: { email: string }): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/auth/forgot-password', body);
}

export function useRequestPasswordReset(options: MutationCallbacks<MessageResponse> = {}) {
  return useMutation({ mutationFn: requestPasswordReset, onSuccess: options.onSuccess, onError: options.onError });
}
