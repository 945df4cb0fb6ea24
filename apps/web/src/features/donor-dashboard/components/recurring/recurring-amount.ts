import { donationMessages, recurringAmountSchema } from '@causeway/contracts';
import { z } from 'zod';

// Dollars and cents as people type them: '25', '25.5', '1,250.00', with or without a leading '$'.
const DOLLARS = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d{0,2})?$/;

/**
 * The change-amount form: dollars typed as text, cents on the wire. The text is read into cents here; the bounds
 * and their wording are the contract's own (the same schema the server checks the request with).
 */
export const changeAmountFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(DOLLARS, donationMessages.amountInvalid)
    .transform((text) => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100))
    .pipe(recurringAmountSchema.shape.amount),
});
