import { authEndpoints as endpoints, type authOperations as ops, type User } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';

export const meQueryKey = ['auth', 'me'] as const;

/**
 * The server answers null to a visitor (200, so no console error on every page). Spec section 4: any non-ok
 * answer, or a failing check, also leaves the visitor anonymous (null).
 */
export async function getMe(signal?: AbortSignal): Promise<User | null> {
  try {
    return await callOperation<typeof ops.me>(endpoints.me, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
  });
}

export type AuthState = {
  user: User | null;
  /** True until the first answer: the auth state is unknown, neither anonymous nor signed in. */
  isLoading: boolean;
  isAdmin: boolean;
};

export function useUser(): AuthState {
  const { data, isPending } = useQuery(meQueryOptions());
  const user = data ?? null;
  return { user, isLoading: isPending, isAdmin: user?.role === 'admin' };
}
