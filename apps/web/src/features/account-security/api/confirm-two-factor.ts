import {
  accountSecurityEndpoints as endpoints,
  type accountSecurityOperations as ops,
  type RecoveryCodes,
} from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { useInvalidateSecurity } from './invalidate-security';

/**
 * POST /api/users/me/two-factor/confirm: a right code turns codes on and answers the ten recovery codes, shown
 * this once. The server signs out every other session. A wrong code is a 400 with a field error on `code`.
 */
export function confirmTwoFactor(body: { code: string }): Promise<RecoveryCodes> {
  return callOperation<typeof ops.confirmTwoFactor>(endpoints.confirmTwoFactor, { body });
}

export function useConfirmTwoFactor() {
  const invalidate = useInvalidateSecurity();
  return useMutation({
    mutationFn: confirmTwoFactor,
    // The recovery codes are shown once: not kept in the mutation cache after.
    gcTime: 0,
    onSuccess: () => void invalidate(),
  });
}
