import {
  accountEndpoints as endpoints,
  type accountOperations as ops,
  type MessageResponse,
  type PasswordChange,
} from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';

/**
 * POST /api/users/me/password. The server signs out every other session and keeps this one, so the cached
 * user stays valid. A wrong current password is a 400 with a field error on `currentPassword`.
 */
export function changePassword(body: PasswordChange): Promise<MessageResponse> {
  return callOperation<typeof ops.changePassword>(endpoints.changePassword, { body });
}

export function useChangePassword(options: MutationCallbacks<MessageResponse> = {}) {
  return useMutation({ mutationFn: changePassword, onSuccess: options.onSuccess, onError: options.onError });
}
