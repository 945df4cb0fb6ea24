import type { DonationIntentRequest, DonationIntentResponse } from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';
import { postWithIdempotencyKey } from './post-with-idempotency-key';

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
  const path =
    donationType === 'recurring' ? '/api/donations/create-subscription-intent' : '/api/donations/create-payment-intent';
  return postWithIdempotencyKey<DonationIntentResponse>(path, body, idempotencyKey);
}

export function useCreateDonationIntent(options: MutationCallbacks<DonationIntentResponse> = {}) {
  return useMutation({
    mutationFn: createDonationIntent,
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
