import {
  accountSecurityEndpoints as endpoints,
  type accountSecurityOperations as ops,
  type TwoFactorSetup,
} from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';

/**
 * POST /api/users/me/two-factor/setup: the password proven, a new secret and its QR code. Nothing is on until a
 * code from the app confirms it; a wrong password is a 400 with a field error on `password`.
 */
export function startTwoFactor(body: { password: string }): Promise<TwoFactorSetup> {
  return callOperation<typeof ops.startTwoFactor>(endpoints.startTwoFactor, { body });
}

export function useStartTwoFactor() {
  // gcTime 0: the secret is not kept in the mutation cache once the set-up is over.
  return useMutation({ mutationFn: startTwoFactor, gcTime: 0 });
}
