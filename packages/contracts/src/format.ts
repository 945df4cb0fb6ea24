// US English figures and dates, written out by hand rather than with Intl: a browser loads its ICU data the first
// time a page creates an Intl formatter, which costs 40 to 90 ms on this machine's Chromium (four times that on
// Lighthouse's phone) in the middle of hydration, for output these few lines produce exactly (format.test.ts
// compares them with Intl). The server, the web app and the widget share them, so a server-rendered page and its
// hydration print the same strings.

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

/** Symbols of the currencies amounts are shown in; a currency without one is written with its code. */
const CURRENCY_SYMBOLS: Record<string, string> = { usd: '$' };

/**
 * Money travels as integer cents (DECISIONS.md): '$25.00', or '$25' with whole dollars (rounded). The currency is
 * an argument everywhere (US dollars unless told), so a second currency changes this module, not its callers.
 */
export function formatCurrency(cents: number, options: { wholeDollars?: boolean; currency?: string } = {}): string {
  const code = (options.currency ?? 'usd').toLowerCase();
  const symbol = CURRENCY_SYMBOLS[code] ?? `${code.toUpperCase()} `;
  if (!Number.isFinite(cents)) return `${symbol}${cents}`;
  const text = formatDecimal(cents / 100, options.wholeDollars ? 0 : 2, false);
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}

/** Whole units when the amount has no cents ('$25'), otherwise with them ('$25.50'): amounts in sentences. */
export function formatAmount(cents: number, currency?: string): string {
  return formatCurrency(cents, { wholeDollars: cents % 100 === 0, currency });
}

/** Cents as a plain decimal for files and other programs (CSV): 123456 → '1234.56', no symbol, no grouping. */
export function centsToDecimal(cents: number): string {
  return signOf(cents) + toFixedDecimal(Math.abs(cents) / 100, 2);
}

/** A count or other number, US grouping, at most three decimals: '1,234,567'. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  return formatDecimal(value, 3, true);
}

/** 'January 1, 2025', or 'Jan 1, 2025' with the short month, in the local time zone as `toLocaleDateString`. */
export function formatLocalDate(date: Date, month: 'long' | 'short' = 'long'): string {
  const name = MONTHS[date.getMonth()] ?? '';
  return `${month === 'short' ? name.slice(0, 3) : name} ${date.getDate()}, ${date.getFullYear()}`;
}
