import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatNumber, truncate } from './format';

describe('formatCurrency', () => {
  it('shows cents as US dollars with two decimals', () => {
    expect(formatCurrency(2500)).toBe('$25.00');
    expect(formatCurrency(1)).toBe('$0.01');
    expect(formatCurrency(123456789)).toBe('$1,234,567.89');
  });

  it('shows whole dollars when asked, rounding the cents', () => {
    expect(formatCurrency(1_000_000, { wholeDollars: true })).toBe('$10,000');
    expect(formatCurrency(2550, { wholeDollars: true })).toBe('$26');
  });

  it('shows zero as $0.00', () => {
    expect(formatCurrency(0)).toBe('$0.00');
  });
});

describe('formatNumber', () => {
  it('groups digits the US way', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
  });
});

describe('formatDate', () => {
  it('shows a calendar date with the long month name by default', () => {
    expect(formatDate('2025-01-01')).toBe('January 1, 2025');
  });

  it('shows the short month name when asked', () => {
    expect(formatDate('2025-03-09', { month: 'short' })).toBe('Mar 9, 2025');
  });

  it('accepts timestamps and Date objects', () => {
    expect(formatDate(new Date(2024, 11, 24))).toBe('December 24, 2024');
    expect(formatDate(new Date(2024, 6, 4, 12).toISOString())).toBe('July 4, 2024');
  });

  it('returns an empty string for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('truncate', () => {
  it('cuts long text and appends three dots', () => {
    expect(truncate('a'.repeat(100), 80)).toBe(`${'a'.repeat(80)}...`);
  });

  it('leaves short text untouched', () => {
    expect(truncate('Clean water for all', 80)).toBe('Clean water for all');
  });
});
