import { useIsMutating } from '@tanstack/react-query';

/** The key of every call that charges a card, so step 2 can tell a payment is under way. */
export const paymentMutationKey = ['donations', 'payment'] as const;

/** True while a card is being charged or a 3-D Secure answer is on its way. */
export function usePaymentInProgress(): boolean {
  return useIsMutating({ mutationKey: paymentMutationKey }) > 0;
}
