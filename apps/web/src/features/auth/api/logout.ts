import { authEndpoints as endpoints, type authOperations as ops, type MessageResponse } from '@causeway/contracts';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { meQueryKey } from './get-me';

export const logoutMutationKey = ['auth', 'logout'] as const;

export function logout(): Promise<MessageResponse> {
  return callOperation<typeof ops.logout>(endpoints.logout);
}

type UseLogoutOptions = {
  /** Awaited while the mutation still counts as pending: the place to leave the signed-in page. */
  onSuccess?: () => Promise<void> | void;
  onError?: (error: Error) => void;
};

export function useLogout(options: UseLogoutOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: logoutMutationKey,
    mutationFn: logout,
    onError: options.onError,
    onSuccess: async () => {
      // Nothing fetched for the previous user may be shown to whoever uses the browser next.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      // Cleared before leaving, so the home page does not send a still-known user back to /dashboard.
      queryClient.setQueryData(meQueryKey, null);
      await options.onSuccess?.();
    },
  });
}

/** True while a sign-out is under way: guards then wait instead of sending the user to /login. */
export function useIsSigningOut(): boolean {
  return useIsMutating({ mutationKey: logoutMutationKey }) > 0;
}
