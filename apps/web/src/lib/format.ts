import { formatLocalDate } from '@causeway/contracts';

// Money and numbers are formatted by the shared, Intl-free functions (contracts/src/format.ts says why).
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

/** US English dates: 'January 1, 2025' (long) or 'Jan 1, 2025' (short); '' for a missing or invalid value. */
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
