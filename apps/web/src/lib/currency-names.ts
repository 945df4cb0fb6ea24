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
