import { donationMessages, MAX_DONATION_CENTS, MIN_DONATION_CENTS } from '@causeway/contracts';

export type AmountParse = { cents: number; error?: undefined } | { cents?: undefined; error: string };

// Dollars and cents as people type them: '25', '25.5', '1,250.00', with or without a leading '$'.
const DOLLARS = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d{0,2})?$/;

/**
 * The change-amount field: dollars typed, cents on the wire, the bounds and wording of the donation form
 * (spec section 5). A plain check instead of a zod schema keeps the form library out of the dashboard for one
 * field; the server checks the amount again with the contract's recurringAmountSchema.
 */
export function parseDollarAmount(text: string): AmountParse {
  const trimmed = text.trim();
  if (!DOLLARS.test(trimmed)) return { error: donationMessages.amountInvalid };
  const cents = Math.round(Number(trimmed.replace(/[$,\s]/g, '')) * 100);
  if (!Number.isFinite(cents)) return { error: donationMessages.amountInvalid };
  if (cents < MIN_DONATION_CENTS) return { error: donationMessages.amountMin };
  if (cents > MAX_DONATION_CENTS) return { error: donationMessages.amountMax };
  return { cents };
}

/** The field's starting value: '25' for whole dollars, '25.50' otherwise. */
export function centsToInput(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
