import { donationMessages, recurringAmountSchema, type RecurringStatus } from '@causeway/contracts';
import { z } from 'zod';

/** Pause while active, resume while paused; a cancelled gift is final (DECISIONS.md) and offers nothing. */
export function toggleActionFor(status: RecurringStatus): 'pause' | 'resume' | null {
  if (status === 'active') return 'pause';
  if (status === 'paused') return 'resume';
  return null;
}

// Dollars and cents as people type them: '25', '25.5', '1,250.00', with or without a leading '$'.
const DOLLARS = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d{0,2})?$/;

/** The new amount: dollars typed as text, cents on the wire, bounded and worded by the contract's own schema. */
export const manageAmountFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(DOLLARS, donationMessages.amountInvalid)
    .transform((text) => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100))
    .pipe(recurringAmountSchema.shape.amount),
});
