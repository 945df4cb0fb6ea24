import {
  paymentEndpoints as endpoints,
  type paymentOperations as ops,
  type SandboxAuthenticateRequest,
  type SandboxConfirmResponse,
} from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { paymentMutationKey } from './payment-in-progress';

export type AuthenticationOutcome = SandboxAuthenticateRequest['outcome'];

/** Sandbox mode only: the donor's answer to the stand-in for the bank's 3-D Secure check. */
export function authenticateSandboxPayment(input: {
  token: string;
  outcome: AuthenticationOutcome;
}): Promise<SandboxConfirmResponse> {
  return callOperation<typeof ops.sandboxAuthenticate>(endpoints.sandboxAuthenticate, { body: input });
}

export function useAuthenticateSandboxPayment() {
  return useMutation({ mutationKey: paymentMutationKey, mutationFn: authenticateSandboxPayment });
}
