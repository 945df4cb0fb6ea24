import { describe, expect, it } from 'vitest';
import { withFormatLocale } from '@causeway/contracts';
import { english } from '@/test/render';
import { chartCaption, chartSummary, formatAxisAmount, monthLabels, niceCeiling } from './monthly-chart';

describe('monthLabels', () => {
  it('names a YYYY-MM month short and long, whatever the local time zone', () => {
    expect(monthLabels('2025-03')).toEqual({ short: 'Mar', long: 'March 2025' });
    expect(monthLabels('2024-12-01')).toEqual({ short: 'Dec', long: 'December 2024' });
  });

  it('shows an unknown shape as it came', () => {
    expect(monthLabels('Q1')).toEqual({ short: 'Q1', long: 'Q1' });
  });
});

describe('niceCeiling', () => {
  it('rounds the largest month up to a round amount whose quarters are round too', () => {
    expect(niceCeiling(10_200_000)).toBe(12_000_000);
    expect(niceCeiling(123_456)).toBe(160_000);
    expect(niceCeiling(2_400_000)).toBe(2_400_000);
    expect(niceCeiling(500_000)).toBe(500_000);
    expect(niceCeiling(510_000)).toBe(600_000);
    expect(niceCeiling(810_000)).toBe(1_000_000);
  });

  it('gives a year without donations a scale', () => {
    expect(niceCeiling(0)).toBe(10_000);
  });
});

describe('formatAxisAmount', () => {
  it('writes amounts compactly in dollars', () => {
    expect(formatAxisAmount(0)).toBe('$0');
    expect(formatAxisAmount(250_000)).toBe('$2.5K');
  });
});

describe('chartSummary', () => {
  it('tells the period, the total and the best month', () => {
    const months = [
      { month: '2025-01', amount: 10_000 },
      { month: '2025-02', amount: 250_000 },
      { month: '2025-03', amount: 0 },
    ];
    expect(chartSummary(months, 'usd', english)).toBe(
      'Money raised per month, January 2025 to March 2025: $2,600 in total; highest in February 2025 with $2,500.',
    );
  });

  it('says so when nothing was raised', () => {
    expect(chartSummary([{ month: '2025-01', amount: 0 }], 'usd', english)).toBe(
      'Money raised per month, January 2025 to January 2025: $0 in total.',
    );
    expect(chartSummary([], 'usd', english)).toBe('Money raised per month: no data.');
  });
});

describe('in other languages (issue 26)', () => {
  it('writes the axis as the page’s language does', () => {
    expect(withFormatLocale('es', () => formatAxisAmount(250_000))).toBe('2,5\u00a0mil\u00a0US$');
    expect(withFormatLocale('es', () => formatAxisAmount(250_000, 'eur'))).toBe('2,5\u00a0mil\u00a0€');
    expect(formatAxisAmount(250_000)).toBe('$2.5K');
  });
});

describe('in other currencies (issue 26)', () => {
  it('writes the axis and the summary in the chart’s currency; yen are not divided by 100', () => {
    expect(formatAxisAmount(250_000, 'jpy')).toBe('¥250K');
    expect(formatAxisAmount(250_000, 'eur')).toBe('€2.5K');
    expect(chartSummary([{ month: '2025-01', amount: 5_000 }], 'jpy', english)).toBe(
      'Money raised per month, January 2025 to January 2025: ¥5,000 in total; highest in January 2025 with ¥5,000.',
    );
  });

  it('names the currency in the caption unless the site raises in US dollars alone', () => {
    expect(chartCaption(english, { currency: 'usd', otherCurrencies: [] })).toBe(
      'Completed donations per month, last 12 months.',
    );
    expect(chartCaption(english, { currency: 'jpy', otherCurrencies: [] })).toBe(
      'Completed donations in JPY per month, last 12 months.',
    );
    const euros = [{ currency: 'eur' as const, totalRaised: 100, averageDonation: 100 }];
    expect(chartCaption(english, { currency: 'usd', otherCurrencies: euros })).toBe(
      'Completed donations in USD per month, last 12 months; gifts in other currencies are not included.',
    );
  });
});
