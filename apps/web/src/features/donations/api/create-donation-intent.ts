import type { ApiError as ApiErrorBody, DonationIntentRequest, DonationIntentResponse } from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';

export type CreateDonationIntentInput = {
  /** One-time gifts get a payment intent, recurring ones a subscription intent (spec section 4). */
  donationType: 'one_time' | 'recurring';
  body: DonationIntentRequest;
  /** A fresh key per "Continue to Payment" attempt, so a double click cannot create two donations. */
  idempotencyKey: string;
};

function parseErrorBody(text: string): Partial<ApiErrorBody> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<ApiErrorBody>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/donations/create-payment-intent or create-subscription-intent, amounts in cents. Sent with fetch
 * directly because the shared client sets no custom headers, and this call needs Idempotency-Key; the errors
 * are the shared client's ApiError all the same.
 */
export async function createDonationIntent({
  donationType,
  body,
  idempotencyKey,
}: CreateDonationIntentInput): Promise<DonationIntentResponse> {
  const path =
    donationType === 'recurring' ? '/api/donations/create-subscription-intent' : '/api/donations/create-payment-intent';
  const response = await fetch(path, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(body),
    credentials: 'include',
  });
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new ApiError(response.status, text || response.statusText, parseErrorBody(text));
  return (text ? JSON.parse(text) : {}) as DonationIntentResponse;
}

export function useCreateDonationIntent(options: MutationCallbacks<DonationIntentResponse> = {}) {
  return useMutation({
    mutationFn: createDonationIntent,
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
