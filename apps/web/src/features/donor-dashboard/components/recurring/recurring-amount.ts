import { currencyBounds, DEFAULT_CURRENCY, donationMessages } from '@causeway/contracts';
import { z } from 'zod';

// Dollars and cents as people type them: '25', '25.5', '1,250.00', with or without a leading '$'.
const DOLLARS = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d{0,2})?$/;

/** A new amount, in minor units, within the currency's bounds, with the server's own messages (issue 26). */
const boundedAmount = (currency: string) => {
  const { minDonation, maxDonation } = currencyBounds(currency);
  return z
    .number()
    .int(donationMessages.amountInvalid)
    .min(minDonation, donationMessages.amountMinOf(currency))
    .max(maxDonation, donationMessages.amountMaxOf(currency));
};

/**
 * The change-amount form: dollars typed as text, cents on the wire. The text is read into cents here; the bounds
 * and their wording are the server's (checkGiftAmount). Recurring gifts are answered without their currency yet,
 * so the form checks US dollars; the server checks the gift's own currency.
 */
export const changeAmountFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(DOLLARS, donationMessages.amountInvalid)
    .transform((text) => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100))
    .pipe(boundedAmount(DEFAULT_CURRENCY)),
});
