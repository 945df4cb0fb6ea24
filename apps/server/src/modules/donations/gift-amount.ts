import { currencyBounds, donationMessages as m } from '@causeway/contracts';
import { AppError } from '../../lib/errors';

/**
 * A gift's amount within its currency's bounds (issue 26), minor units: the request schemas only check it is whole
 * and a charge the provider could take. In US dollars the answer is the one the schema gave before: 400 with
 * 'Minimum donation amount is $1' (or 'Maximum … $100,000') for the amount.
 */
export function checkGiftAmount(amount: number, currency: string): void {
  const { minDonation, maxDonation } = currencyBounds(currency);
  const message =
    amount < minDonation ? m.amountMinOf(currency) : amount > maxDonation ? m.amountMaxOf(currency) : null;
  if (message) throw new AppError('VALIDATION_FAILED', message, { amount: [message] });
}
