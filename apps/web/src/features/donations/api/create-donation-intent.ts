import {
  donationEndpoints as endpoints,
  type donationOperations as ops,
  type DonationIntentRequest,
  type DonationIntentResponse,
} from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';

export type CreateDonationIntentInput = {
  /** One-time gifts get a payment intent, recurring ones a subscription intent (spec section 4). */
  donationType: 'one_time' | 'recurring';
  body: DonationIntentRequest;
  /** A fresh key per "Continue to Payment" attempt, so a double click cannot create two donations. */
  idempotencyKey: string;
};

/** POST /api/donations/create-payment-intent or create-subscription-intent, amounts in cents. */
export function createDonationIntent({
  donationType,
  body,
  idempotencyKey,
}: CreateDonationIntentInput): Promise<DonationIntentResponse> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  return donationType === 'recurring'
    ? callOperation<typeof ops.createSubscriptionIntent>(endpoints.createSubscriptionIntent, { body, headers })
    : callOperation<typeof ops.createPaymentIntent>(endpoints.createPaymentIntent, { body, headers });
}

export function useCreateDonationIntent(options: MutationCallbacks<DonationIntentResponse> = {}) {
  return useMutation({
    mutationFn: createDonationIntent,
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
