import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  formatAmount,
  formatCurrency,
  formatLocalDate,
  formatNumber,
  setFormatLocale,
  withFormatLocale,
} from './format';

// The hand-written formatters must print exactly what Intl prints for US English (format.ts says why they exist).
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const integer = new Intl.NumberFormat('en-US');

/** Edge values and a spread of random ones, integers and not, positive and negative, small and large. */
function sampleValues(): number[] {
  const edges = [0, -0, 1, -1, 5, 49, 50, 99, 100, 150, 250, 999, 1000, 1050, 99_999, 100_000, 123_456_789, 1e15];
  const fractions = [0.5, 1.5, 2.5, 100.5, 0.004, 0.005, 1.005, 12.345, 999.995, -0.001, -2.5, 1234.5678];
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const randoms = Array.from({ length: 3000 }, (_, i) => {
    const magnitude = 10 ** Math.floor(random() * 12);
    const value = random() * magnitude * (i % 5 === 0 ? -1 : 1);
    return i % 2 === 0 ? Math.round(value) : value;
  });
  return [...edges, ...edges.map((v) => -v), ...fractions, ...randoms];
}

describe('formatCurrency', () => {
  it('prints cents as Intl prints the dollars, with two decimals', () => {
    for (const cents of sampleValues()) expect(formatCurrency(cents), String(cents)).toBe(usd.format(cents / 100));
  });

  it('prints whole dollars as Intl does, rounding half away from zero', () => {
    for (const cents of sampleValues()) {
      expect(formatCurrency(cents, { wholeDollars: true }), String(cents)).toBe(usdWhole.format(cents / 100));
    }
    expect(formatCurrency(2550, { wholeDollars: true })).toBe('$26');
  });

  it('shows the familiar forms', () => {
    expect(formatCurrency(2500)).toBe('$25.00');
    expect(formatCurrency(123456789)).toBe('$1,234,567.89');
    expect(formatCurrency(-1999)).toBe('-$19.99');
  });
});

describe('formatAmount and centsToDecimal', () => {
  it('shows whole units without cents and keeps cents when there are some', () => {
    expect(formatAmount(2500)).toBe('$25');
    expect(formatAmount(2608)).toBe('$26.08');
    expect(formatAmount(10_000_000)).toBe('$100,000');
  });

  it('takes the currency as an argument (US dollars unless told), as Intl writes it', () => {
    expect(formatCurrency(2500, { currency: 'USD' })).toBe('$25.00');
    expect(formatAmount(2550, 'eur')).toBe('€25.50');
    expect(formatAmount(2500, 'eur')).toBe('€25');
  });

  it('writes cents as a plain decimal for files', () => {
    expect(centsToDecimal(123_456)).toBe('1234.56');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-250)).toBe('-2.50');
  });
});

describe('formatNumber', () => {
  it('prints numbers as Intl does, grouped by threes with at most three decimals', () => {
    for (const value of sampleValues()) expect(formatNumber(value), String(value)).toBe(integer.format(value));
    expect(formatNumber(1234567)).toBe('1,234,567');
  });
});

describe('formatLocalDate', () => {
  it('prints every day of a leap year as toLocaleDateString does, long and short', () => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(2024, 0, 1 + day, 15, 30);
      for (const month of ['long', 'short'] as const) {
        expect(formatLocalDate(date, month)).toBe(
          date.toLocaleDateString('en-US', { year: 'numeric', month, day: 'numeric' }),
        );
      }
    }
  });
});

describe('figures and dates in the page’s language (issue 26)', () => {
  const newYear = new Date(2025, 0, 1);

  it('writes Spanish as Intl does for Spanish, and US English by hand as before', () => {
    withFormatLocale('es', () => {
      expect(formatLocalDate(newYear)).toBe('1 de enero de 2025');
      expect(formatLocalDate(newYear, 'short')).toBe(
        new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', year: 'numeric' }).format(newYear),
      );
      expect(formatNumber(1_234_567.5)).toBe('1.234.567,5');
      expect(formatCurrency(2_500, { currency: 'eur' })).toBe('25,00\u00a0€');
      expect(formatAmount(2_500, 'usd')).toBe('25\u00a0US$');
      expect(formatCurrency(2_500, { currency: 'jpy' })).toBe(
        new Intl.NumberFormat('es', { style: 'currency', currency: 'JPY' }).format(2_500),
      );
    });
    expect(formatLocalDate(newYear)).toBe('January 1, 2025');
    expect(formatNumber(1_234_567.5)).toBe('1,234,567.5');
    expect(formatAmount(2_500, 'usd')).toBe('$25');
  });

  it('an explicit language wins over the page’s, and English resets it', () => {
    setFormatLocale('es');
    try {
      expect(formatCurrency(2_500, { currency: 'usd', locale: 'en-US' })).toBe('$25.00');
      expect(formatNumber(1_000, 'en-US')).toBe('1,000');
      expect(formatLocalDate(newYear, 'long', 'en-US')).toBe('January 1, 2025');
      setFormatLocale('en-US');
      expect(formatLocalDate(newYear)).toBe('January 1, 2025');
    } finally {
      setFormatLocale(undefined);
    }
  });

  it('puts the previous language back even when the render throws', () => {
    expect(() =>
      withFormatLocale('es', () => {
        throw new Error('render failed');
      }),
    ).toThrow('render failed');
    expect(formatNumber(1_000)).toBe('1,000');
  });
});
