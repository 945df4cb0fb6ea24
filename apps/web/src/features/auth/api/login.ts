import {
  authEndpoints as endpoints,
  type authOperations as ops,
  type LoginRequest,
  type LoginResponse,
} from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';
import { meQueryKey } from './get-me';

/** The user, signed in; or, for an account with a second factor, the step still to do (no session yet). */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return callOperation<typeof ops.login>(endpoints.login, { body });
}

export function useLogin(options: MutationCallbacks<LoginResponse> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onError: options.onError,
    onSuccess: (answer) => {
      options.onSuccess?.(answer);
      if (!('secondStepRequired' in answer)) queryClient.setQueryData(meQueryKey, answer);
    },
  });
}
