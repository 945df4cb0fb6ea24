import {
  donationEndpoints as endpoints,
  donationMessages,
  type donationOperations as ops,
  type DonationType,
  type SavedCardDonationResponse,
} from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import type { SavedCardRequest } from '../lib/saved-cards';
import { paymentMutationKey } from './payment-in-progress';

export type DonateWithSavedCardInput = {
  donationType: DonationType;
  body: SavedCardRequest;
  /** A fresh key per 'Donate' click, so a double click charges the card once. */
  idempotencyKey: string;
};

/** POST /api/donations, or POST /api/recurring-donations for a recurring gift: the server charges the card. */
export async function donateWithSavedCard({
  donationType,
  body,
  idempotencyKey,
}: DonateWithSavedCardInput): Promise<SavedCardDonationResponse> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  if (donationType === 'one_time') {
    return callOperation<typeof ops.donateWithSavedCard>(endpoints.donateWithSavedCard, { body, headers });
  }
  const { interval } = body;
  // The donation form lets no recurring gift through without its interval (donationFormSchema).
  if (!interval) throw new Error(donationMessages.intervalRequired);
  return callOperation<typeof ops.recurringWithSavedCard>(endpoints.recurringWithSavedCard, {
    body: { ...body, interval },
    headers,
  });
}

export function useDonateWithSavedCard() {
  return useMutation({ mutationKey: paymentMutationKey, mutationFn: donateWithSavedCard });
}
