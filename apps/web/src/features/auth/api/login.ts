import type { LoginRequest, User } from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';
import { meQueryKey } from './get-me';

export function login(body: LoginRequest): Promise<User> {
  return api.post<User>('/api/auth/login', body);
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
