import { currencyOf, currencyRules, currencySymbol, minorPerMajor, toMinorUnits } from '@causeway/contracts';

/** Forms take dollars, the wire carries integer cents (DECISIONS.md, Data and units). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** A page-URL amount: whole dollars as '25', a gift with cents as '25.50'. */
export function dollarsParam(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** The amount field's value in cents, or null while it holds no usable number. */
export function amountCents(dollars: number | undefined): number | null {
  return typeof dollars === 'number' && Number.isFinite(dollars) && dollars > 0 ? dollarsToCents(dollars) : null;
}

/**
 * An amount as people type it in a currency, in its minor units: '500', '1,250.50', with or without
 * its sign ('$', '€', '¥'); whole units only where the currency has no minor unit (¥10,000 is 10000). Null when
 * it is not an amount.
 */
export function typedAmount(text: string, currency: string): number | null {
  const decimals = currencyRules[currencyOf(currency)].decimals;
  const symbol = currencySymbol(currency);
  const typed = text.trim();
  const digits = (typed.startsWith(symbol) ? typed.slice(symbol.length) : typed).trim();
  const amount = new RegExp(`^(\\d{1,3}(,\\d{3})+|\\d+)(\\.\\d{0,${decimals}})?$`);
  return amount.test(digits) ? toMinorUnits(Number(digits.replace(/,/g, '')), currency) : null;
}

/** An amount as a money field shows it, in major units of the currency: '500', '25.50', '10000' (¥10,000). */
export function amountField(minor: number, currency: string | undefined): string {
  const perMajor = minorPerMajor(currencyOf(currency));
  return minor % perMajor === 0 ? String(minor / perMajor) : (minor / perMajor).toFixed(2);
}
