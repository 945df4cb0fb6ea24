import {
  authEndpoints as endpoints,
  type authOperations as ops,
  type RegisterRequest,
  type User,
} from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';
import { meQueryKey } from './get-me';

/** Spec section 5: names default to empty strings and the role is always sent as donor. */
export function registerUser(body: Omit<RegisterRequest, 'role'>): Promise<User> {
  return callOperation<typeof ops.register>(endpoints.register, {
    body: { ...body, firstName: body.firstName ?? '', lastName: body.lastName ?? '', role: 'donor' },
  });
}

export function useRegister(options: MutationCallbacks<User> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerUser,
    onError: options.onError,
    onSuccess: (user) => {
      options.onSuccess?.(user);
      // The server signs the new account in (DECISIONS.md), so the answer is the current user.
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}
