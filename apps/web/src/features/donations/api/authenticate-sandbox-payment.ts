import type { SandboxConfirmResponse } from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentMutationKey } from './payment-in-progress';

export type AuthenticationOutcome = 'approve' | 'fail';

/** Sandbox mode only: the donor's answer to the stand-in for the bank's 3-D Secure check. */
export function authenticateSandboxPayment(input: {
  token: string;
  outcome: AuthenticationOutcome;
}): Promise<SandboxConfirmResponse> {
  return api.post<SandboxConfirmResponse>('/api/payments/sandbox/authenticate', input);
}

export function useAuthenticateSandboxPayment() {
  return useMutation({ mutationKey: paymentMutationKey, mutationFn: authenticateSandboxPayment });
}
