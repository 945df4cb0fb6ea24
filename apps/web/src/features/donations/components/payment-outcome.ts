import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SandboxConfirmResponse } from '@causeway/contracts';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { contractText } from '@/lib/i18n';

export const PAYMENT_FAILED_FALLBACK = msg`Your payment could not be processed.`;
export const PAYMENT_ERROR_FALLBACK = msg`An unexpected error occurred. Please try again.`;
export const DONATION_FAILED_FALLBACK = msg`Failed to process donation`;

/** Where a payment stands once the provider has answered. */
export type PaymentResult = {
  status: 'succeeded' | 'processing' | 'requires_action' | 'failed';
  paymentIntentId: string;
  message?: string | undefined;
};

/**
 * Spec section 8: a declined or failed payment; the donor stays on the payment step to try again. The toasts take
 * the page's i18n (from useLingui): the server renders several languages at once, so there is no global language.
 */
export function toastPaymentFailed(i18n: I18n, message: string | undefined) {
  toast({
    variant: 'destructive',
    title: i18n._(msg`Payment Failed`),
    // The provider's words: the sandbox's are contracts' messages, in the page's language (issue 26).
    description: message ? contractText(i18n, message) : i18n._(PAYMENT_FAILED_FALLBACK),
  });
}

/** Spec section 8: the payment could not be attempted (network, server, an expired request). */
export function toastPaymentError(i18n: I18n, error: unknown) {
  toast({
    variant: 'destructive',
    title: i18n._(msg`Payment Error`),
    description: errorMessage(error, i18n._(PAYMENT_ERROR_FALLBACK)),
  });
}

/** Spec section 8: a gift with a saved card the server refused (a card that is not the donor's, a closed campaign). */
export function toastDonationFailed(i18n: I18n, error: unknown) {
  toast({
    variant: 'destructive',
    title: i18n._(msg`Donation failed`),
    description: errorMessage(error, i18n._(DONATION_FAILED_FALLBACK)),
  });
}

/** The 3-D Secure token at the end of the sandbox's nextActionUrl ('/payments/sandbox/authenticate/{token}'). */
export function authenticationToken(result: Pick<SandboxConfirmResponse, 'nextActionUrl'>): string | null {
  const last = result.nextActionUrl?.split('?')[0]?.split('/').filter(Boolean).pop();
  return last ? decodeURIComponent(last) : null;
}
