import type { DonationType, SavedCardDonationResponse } from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import type { SavedCardRequest } from '../lib/saved-cards';
import { paymentMutationKey } from './payment-in-progress';
import { postWithIdempotencyKey } from './post-with-idempotency-key';

export type DonateWithSavedCardInput = {
  donationType: DonationType;
  body: SavedCardRequest;
  /** A fresh key per 'Donate' click, so a double click charges the card once. */
  idempotencyKey: string;
};

/** POST /api/donations, or POST /api/recurring-donations for a recurring gift: the server charges the card. */
export function donateWithSavedCard({
  donationType,
  body,
  idempotencyKey,
}: DonateWithSavedCardInput): Promise<SavedCardDonationResponse> {
  const path = donationType === 'recurring' ? '/api/recurring-donations' : '/api/donations';
  return postWithIdempotencyKey<SavedCardDonationResponse>(path, body, idempotencyKey);
}

export function useDonateWithSavedCard() {
  return useMutation({ mutationKey: paymentMutationKey, mutationFn: donateWithSavedCard });
}
