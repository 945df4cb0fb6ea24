import { formatLocalDate } from '@causeway/contracts';

// Money and numbers are formatted by the shared functions, Intl-free in US English (contracts/src/format.ts says
// why), in the page's language otherwise (LocaleProvider sets it).
export { formatAmount, formatCurrency, formatNumber } from '@causeway/contracts';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date-only value is a calendar day, not a UTC midnight that would show as the previous day in the Americas. */
function toDate(value: string | number | Date): Date {
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value);
    if (match) return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  }
  return value instanceof Date ? value : new Date(value);
}

/**
 * Dates in the page's language: 'January 1, 2025' or 'Jan 1, 2025' (short) in English, '1 de enero de 2025' in
 * Spanish; '' for a missing or invalid value.
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  options: { month?: 'long' | 'short' } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatLocalDate(date, options.month);
}

/** Spec section 9: truncation appends three dots. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}
