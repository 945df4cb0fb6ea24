import {
  authEndpoints as endpoints,
  type authOperations as ops,
  type LoginRequest,
  type User,
} from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';
import { meQueryKey } from './get-me';

export function login(body: LoginRequest): Promise<User> {
  return callOperation<typeof ops.login>(endpoints.login, { body });
}

export function useLogin(options: MutationCallbacks<User> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onError: options.onError,
    onSuccess: (user) => {
      options.onSuccess?.(user);
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}
