import {
  paymentEndpoints as endpoints,
  type paymentOperations as ops,
  type SandboxConfirmResponse,
} from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { paymentMutationKey } from './payment-in-progress';

export type SandboxCard = { number: string; expMonth: number; expYear: number; cvc: string };

/** Sandbox mode only: what Stripe.js's confirmPayment does with a card, done by our own sandbox provider. */
export function confirmSandboxPayment(input: {
  clientSecret: string;
  card: SandboxCard;
}): Promise<SandboxConfirmResponse> {
  return callOperation<typeof ops.sandboxConfirm>(endpoints.sandboxConfirm, { body: input });
}

export function useConfirmSandboxPayment() {
  return useMutation({ mutationKey: paymentMutationKey, mutationFn: confirmSandboxPayment });
}
