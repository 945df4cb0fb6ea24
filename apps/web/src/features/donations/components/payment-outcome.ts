import type { SandboxConfirmResponse } from '@causeway/contracts';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';

export const PAYMENT_FAILED_FALLBACK = 'Your payment could not be processed.';
export const PAYMENT_ERROR_FALLBACK = 'An unexpected error occurred. Please try again.';
export const DONATION_FAILED_FALLBACK = 'Failed to process donation';

/** Where a payment stands once the provider has answered. */
export type PaymentResult = {
  status: 'succeeded' | 'processing' | 'requires_action' | 'failed';
  paymentIntentId: string;
  message?: string | undefined;
};

/** Spec section 8: a declined or failed payment; the donor stays on the payment step to try again. */
export function toastPaymentFailed(message: string | undefined) {
  toast({ variant: 'destructive', title: 'Payment Failed', description: message || PAYMENT_FAILED_FALLBACK });
}

/** Spec section 8: the payment could not be attempted (network, server, an expired request). */
export function toastPaymentError(error: unknown) {
  toast({ variant: 'destructive', title: 'Payment Error', description: errorMessage(error, PAYMENT_ERROR_FALLBACK) });
}

/** Spec section 8: a gift with a saved card the server refused (a card that is not the donor's, a closed campaign). */
export function toastDonationFailed(error: unknown) {
  toast({
    variant: 'destructive',
    title: 'Donation failed',
    description: errorMessage(error, DONATION_FAILED_FALLBACK),
  });
}

/** The 3-D Secure token at the end of the sandbox's nextActionUrl ('/payments/sandbox/authenticate/{token}'). */
export function authenticationToken(result: Pick<SandboxConfirmResponse, 'nextActionUrl'>): string | null {
  const last = result.nextActionUrl?.split('?')[0]?.split('/').filter(Boolean).pop();
  return last ? decodeURIComponent(last) : null;
}
