import type { Endpoint } from './operation';
import { fill } from './message-catalogue';

/** Administrators resend a donation's receipt e-mail (issue 23), to the donor or to another address. */
export const receiptEndpoints = {
  resend: { method: 'POST', path: '/api/admin/donations/:id/receipt' },
} as const satisfies Record<string, Endpoint>;

export const receiptMessages = {
  emailInvalid: 'Please enter a valid email',
  notFound: 'Donation not found',
  // A receipt (and its number) exists once a payment succeeded; a partly refunded gift is still 'succeeded'.
  noReceipt: 'This donation has no receipt: a receipt is issued once its payment has succeeded.',
  refunded: 'This donation was refunded in full, so it no longer has a receipt to send.',
  noAddress:
    "This donation's donor has no e-mail address on file (their personal data was erased). Enter an address to send the receipt to.",
  sent: (to: string) => fill('Receipt sent to {email}', { email: to }),
} as const;
