import {
  accountSecurityEndpoints as endpoints,
  type accountSecurityOperations as ops,
  type RecoveryCodes,
} from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { securityKeys } from './query-keys';

/** POST /api/users/me/two-factor/recovery-codes (the password again): ten new codes; the old ones stop working. */
export function regenerateRecoveryCodes(body: { password: string }): Promise<RecoveryCodes> {
  return callOperation<typeof ops.regenerateRecoveryCodes>(endpoints.regenerateRecoveryCodes, { body });
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    // The codes are shown once: not kept in the mutation cache after.
    gcTime: 0,
    // "N recovery codes left" goes back to ten.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: securityKeys.overview() }),
  });
}
