// US English figures and dates, written out by hand rather than with Intl: a browser loads its ICU data the first
// time a page creates an Intl formatter, which costs 40 to 90 ms on this machine's Chromium (four times that on
// Lighthouse's phone) in the middle of hydration, for output these few lines produce exactly (format.test.ts
// compares them with Intl). The server, the web app and the widget share them, so a server-rendered page and its
// hydration print the same strings.

import { DEFAULT_CURRENCY, currencyOf, currencyRules, minorPerMajor, type CurrencyCode } from './currencies';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '1234567.5' → '1,234,567.5': digits grouped by threes the US way. */
function groupDigits(fixed: string): string {
  const point = fixed.indexOf('.');
  const whole = point === -1 ? fixed : fixed.slice(0, point);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return point === -1 ? grouped : grouped + fixed.slice(point);
}

/** A leading minus for negative values, as Intl shows them (negative zero included). */
const signOf = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

/** Adds one to a string of decimal digits: '199' → '200', '99' → '100'. */
function incrementDigits(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return `1${chars.join('')}`;
}

/**
 * A non-negative value with `fractionDigits` decimals. Like Intl (ICU), it rounds the shortest decimal that reads
 * back as the value ('0.015', not the binary 0.01499…), half away from zero.
 */
function toFixedDecimal(value: number, fractionDigits: number): string {
  const [mantissa = '0', exponent = '0'] = value.toExponential().split('e');
  let digits = mantissa.replace('.', '');
  let wholeDigits = Number(exponent) + 1;
  if (wholeDigits <= 0) {
    digits = '0'.repeat(1 - wholeDigits) + digits;
    wholeDigits = 1;
  }
  digits = digits.padEnd(wholeDigits + fractionDigits + 1, '0');
  let kept = digits.slice(0, wholeDigits + fractionDigits);
  if (digits.charAt(wholeDigits + fractionDigits) >= '5') {
    const rounded = incrementDigits(kept);
    if (rounded.length > kept.length) wholeDigits += 1;
    kept = rounded;
  }
  const whole = kept.slice(0, wholeDigits).replace(/^0+(?=\d)/, '');
  return fractionDigits > 0 ? `${whole}.${kept.slice(wholeDigits)}` : whole;
}

function formatDecimal(value: number, fractionDigits: number, trimZeros: boolean): string {
  let fixed = toFixedDecimal(Math.abs(value), fractionDigits);
  if (trimZeros && fixed.includes('.')) fixed = fixed.replace(/\.?0+$/, '');
  // A value that rounds to zero keeps its sign, as in Intl ('-$0.00').
  return signOf(value) + groupDigits(fixed);
}

/** Intl's currency formatters, one per locale, currency and number of decimals, made on first use. */
const formatters = new Map<string, Intl.NumberFormat>();

function intlMoney(locale: string, currency: CurrencyCode, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** US English, the locale the hand-written path below prints (and the source language). */
const isUsEnglish = (locale: string | undefined) => !locale || locale === 'en' || locale === 'en-US';

/**
 * The language figures and dates are written in when a call names none (issue 26): the page's, which the web app
 * sets as it renders (LocaleProvider, and the server renderer around each page). Unset, US English, which is also
 * what the server writes in its own messages.
 */
let pageLocale: string | undefined;

export function setFormatLocale(locale: string | undefined): void {
  pageLocale = isUsEnglish(locale) ? undefined : locale;
}

/** The language figures are written in now, for an Intl formatter of one's own: the page's, else 'en-US'. */
export const formatLocale = (): string => pageLocale ?? 'en-US';

/** Runs `render` with figures and dates in `locale`, then puts the previous language back (a server render). */
export function withFormatLocale<T>(locale: string | undefined, render: () => T): T {
  const previous = pageLocale;
  setFormatLocale(locale);
  try {
    return render();
  } finally {
    pageLocale = previous;
  }
}

/**
 * Money travels as integers in the currency's minor unit (DECISIONS.md, issue 26): '$25.00', or '$25' with
 * whole units (rounded); '€25.00', '¥500' (JPY has no minor unit: 500 is ¥500, never ¥5.00). Every currency and
 * locale is Intl.NumberFormat's output; US dollars in US English are printed by hand, exactly as Intl prints them
 * (format.test.ts compares them), because they are on every page and creating the first Intl formatter costs a
 * page its ICU data load during hydration (see the top of this file).
 */
export function formatCurrency(
  minor: number,
  options: { wholeDollars?: boolean; currency?: string; locale?: string } = {},
): string {
  const currency = currencyOf(options.currency);
  const { decimals } = currencyRules[currency];
  const shown = options.wholeDollars ? 0 : decimals;
  const locale = options.locale ?? pageLocale;
  if (!Number.isFinite(minor)) return `${currency.toUpperCase()} ${minor}`;
  if (currency === 'usd' && isUsEnglish(locale)) {
    const text = formatDecimal(minor / 100, shown, false);
    return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
  }
  return intlMoney(locale ?? 'en-US', currency, shown).format(minor / minorPerMajor(currency));
}

/** Whole units when the amount has no minor part ('$25', '¥500'), otherwise with it ('$25.50'): amounts in sentences. */
export function formatAmount(minor: number, currency?: string, locale?: string): string {
  return formatCurrency(minor, {
    wholeDollars: minor % minorPerMajor(currency ?? DEFAULT_CURRENCY) === 0,
    currency,
    locale,
  });
}

/** The currency's sign as a money field shows it before the amount: '$', '€', '¥', 'CA$', 'CHF' (US English). */
export function currencySymbol(currency?: string): string {
  const code = currencyOf(currency);
  if (code === 'usd') return '$';
  return (
    intlMoney('en-US', code, 0)
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? code.toUpperCase()
  );
}

/**
 * Minor units as a plain decimal for files and other programs (CSV), in the currency's own decimals: 123456 USD →
 * '1234.56', 500 JPY → '500'; no symbol, no grouping.
 */
export function centsToDecimal(minor: number, currency?: string): string {
  const decimals = currencyRules[currencyOf(currency)].decimals;
  return signOf(minor) + toFixedDecimal(Math.abs(minor) / 10 ** decimals, decimals);
}

/** Intl's other formatters, one per language and style, made on first use (a page in US English makes none). */
const otherFormatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function intlFormatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = otherFormatters.get(key) as T | undefined;
  if (!formatter) otherFormatters.set(key, (formatter = make()));
  return formatter;
}

/** A count or other number, at most three decimals: '1,234,567' (US English), '1.234.567' (Spanish). */
export function formatNumber(value: number, locale: string | undefined = pageLocale): string {
  if (!Number.isFinite(value)) return String(value);
  if (!isUsEnglish(locale))
    return intlFormatter(`number|${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 })).format(
      value,
    );
  return formatDecimal(value, 3, true);
}

/**
 * 'January 1, 2025', or 'Jan 1, 2025' with the short month, in the local time zone as `toLocaleDateString`; in
 * another language as it writes dates ('1 de enero de 2025', '1 ene 2025').
 */
export function formatLocalDate(
  date: Date,
  month: 'long' | 'short' = 'long',
  locale: string | undefined = pageLocale,
): string {
  if (!isUsEnglish(locale))
    return intlFormatter(
      `date|${locale}|${month}`,
      () => new Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric' }),
    ).format(date);
  const name = MONTHS[date.getMonth()] ?? '';
  return `${month === 'short' ? name.slice(0, 3) : name} ${date.getDate()}, ${date.getFullYear()}`;
}

/**
 * A date and time (or a part of one) as Intl writes it in the page's language, for the administrator's screens and
 * other places that already used Intl: `formatDateTime(date, { dateStyle: 'medium', timeStyle: 'short' })`.
 */
export function formatDateTime(
  date: Date | number,
  options: Intl.DateTimeFormatOptions,
  locale: string = pageLocale ?? 'en-US',
): string {
  return intlFormatter(
    `datetime|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  ).format(date);
}
