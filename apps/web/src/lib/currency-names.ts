import { currencyCodes, type CurrencyCode } from '@causeway/contracts';

/**
 * The currencies as the admin's selects offer them (issue 26): 'EUR — Euro', in the order of the contract's list.
 * Names come from the browser's Intl (admin screens only; the public pages stay Intl-free), the code alone where
 * it has none.
 */
let names: Intl.DisplayNames | null | undefined;

function currencyName(code: CurrencyCode): string | undefined {
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(['en'], { type: 'currency' });
    } catch {
      names = null;
    }
  }
  return names?.of(code.toUpperCase());
}

/** 'EUR — Euro'. */
export function currencyLabel(code: CurrencyCode): string {
  const name = currencyName(code);
  return name ? `${code.toUpperCase()} — ${name}` : code.toUpperCase();
}

export const currencyOptions = (): { value: CurrencyCode; label: string }[] =>
  currencyCodes.map((value) => ({ value, label: currencyLabel(value) }));

/** The sign an amount field shows before the number: '$', '€', '¥', 'CHF'; US English's own short forms. */
export function currencySymbol(code: CurrencyCode): string {
  if (code === 'usd') return '$';
  try {
    const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency: code.toUpperCase() }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}
