import { useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth';
import { securityKeys } from './query-keys';

/**
 * After a second factor is added or removed: the overview, the sessions (turning codes on signs the others out) and
 * the signed-in user (its `twoFactorSetupRequired` may have changed) are all fetched again.
 */
export function useInvalidateSecurity() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: securityKeys.all }),
      queryClient.invalidateQueries({ queryKey: meQueryKey }),
    ]);
}
