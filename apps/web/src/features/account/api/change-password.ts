import type { MessageResponse, PasswordChange } from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';

/**
 * POST /api/users/me/password. The server signs out every other session and keeps this one, so the cached
 * user stays valid. A wrong current password is a 400 with a field error on `currentPassword`.
 */
export function changePassword(body: PasswordChange): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/users/me/password', body);
}

export function useChangePassword(options: MutationCallbacks<MessageResponse> = {}) {
  return useMutation({ mutationFn: changePassword, onSuccess: options.onSuccess, onError: options.onError });
}
