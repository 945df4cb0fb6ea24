import {
  centsToDecimal,
  currencyBounds,
  currencyOf,
  currencyRules,
  currencySymbol,
  DEFAULT_CURRENCY,
  donationMessages,
  formatAmount,
  minorPerMajor,
  toMinorUnits,
} from '@causeway/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';

// An amount as people type it: '25', '25.5', '1,250.00'; whole units only where the currency has no minor unit
// (¥2,500), and the currency's sign in front if they like ('$40.05', '€12', '¥500').
const WHOLE = /^(\d{1,3}(,\d{3})+|\d+)$/;
const WITH_CENTS = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{0,2})?$/;

/** The typed text without the currency's sign and spaces, or null when it is not an amount of the currency. */
function amountDigits(text: string, currency: string): string | null {
  const symbol = currencySymbol(currency);
  const bare = text.startsWith(symbol) ? text.slice(symbol.length).trim() : text;
  const pattern = currencyRules[currencyOf(currency)].decimals === 0 ? WHOLE : WITH_CENTS;
  return pattern.test(bare) ? bare.replace(/,/g, '') : null;
}

/**
 * The change-amount form of a gift in `currency` (issue 26): major units typed as text, minor units on the wire
 * (¥2,500 is 2500, €25.50 is 2550). The bounds and their wording are the currency's, the ones the server checks
 * again (checkGiftAmount): 'Minimum donation amount is ¥100'.
 */
export function changeAmountFormSchemaOf(currency: string) {
  const { minDonation, maxDonation } = currencyBounds(currency);
  return z.object({
    amount: z
      .string()
      .trim()
      .transform((text, ctx) => {
        const digits = amountDigits(text, currency);
        if (digits === null) {
          ctx.addIssue({ code: 'custom', message: donationMessages.amountInvalid });
          return z.NEVER;
        }
        return toMinorUnits(Number(digits), currency);
      })
      .pipe(
        z
          .number()
          .int(donationMessages.amountInvalid)
          .min(minDonation, donationMessages.amountMinOf(currency))
          .max(maxDonation, donationMessages.amountMaxOf(currency)),
      ),
  });
}

/** The form for a gift in US dollars. */
export const changeAmountFormSchema = changeAmountFormSchemaOf(DEFAULT_CURRENCY);

/** The field's starting text: '25' for whole units, '25.50' with a minor part, '2500' for ¥2,500. */
export function amountFieldText(minor: number, currency: string): string {
  return minor % minorPerMajor(currency) === 0
    ? String(minor / minorPerMajor(currency))
    : centsToDecimal(minor, currency);
}

/** 'Between $1 and $100,000.', 'Between ¥100 and ¥10,000,000.' */
export function amountBoundsHint(currency: string, i18n: I18n): string {
  const { minDonation, maxDonation } = currencyBounds(currency);
  const min = formatAmount(minDonation, currency);
  const max = formatAmount(maxDonation, currency);
  return i18n._(msg`Between ${min} and ${max}.`);
}
