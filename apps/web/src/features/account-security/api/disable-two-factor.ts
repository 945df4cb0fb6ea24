import {
  accountSecurityEndpoints as endpoints,
  type accountSecurityOperations as ops,
  type MessageResponse,
} from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { useInvalidateSecurity } from './invalidate-security';

/**
 * POST /api/users/me/two-factor/disable: both proofs, the password and a code from the app (or a recovery code).
 * Either one wrong is a 400 with a field error on `password` or `code`.
 */
export function disableTwoFactor(body: { password: string; code: string }): Promise<MessageResponse> {
  return callOperation<typeof ops.disableTwoFactor>(endpoints.disableTwoFactor, { body });
}

export function useDisableTwoFactor() {
  const invalidate = useInvalidateSecurity();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: () => void invalidate() });
}
