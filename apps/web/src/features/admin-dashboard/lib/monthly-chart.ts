import {
  currencyOf,
  formatLocale,
  toMajorUnits,
  type AdminDashboardStats,
  type CurrencyCode,
  type MonthlyTotals,
  formatDateTime,
} from '@causeway/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatCurrency } from '@/lib/format';

const MONTH = /^(\d{4})-(\d{2})/;

/** 'Mar' and 'March 2025' for a 'YYYY-MM' (or 'YYYY-MM-DD') month; an unknown shape is shown as it came. */
export function monthLabels(month: string): { short: string; long: string } {
  const match = MONTH.exec(month);
  if (!match) return { short: month, long: month };
  // The server's months are calendar months (UTC); the middle of the month avoids any time-zone edge.
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15));
  return {
    short: formatDateTime(date, { month: 'short', timeZone: 'UTC' }),
    long: formatDateTime(date, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  };
}

// Tops whose quarters are round too, since the chart draws a gridline at each quarter of the scale.
const NICE_TOPS = [1, 1.2, 1.6, 2, 2.4, 3, 4, 5, 6, 8, 10];

/**
 * The top of the chart's scale: the largest month rounded up to a round amount (see NICE_TOPS) so that the
 * tallest bar nearly fills the chart and the gridlines fall on round amounts. A year without gifts gets $100.
 */
export function niceCeiling(maxCents: number): number {
  if (!(maxCents > 0)) return 10_000;
  const power = 10 ** Math.floor(Math.log10(maxCents));
  const step = NICE_TOPS.find((m) => m * power >= maxCents) ?? 10;
  return step * power;
}

/** Compact formatters per currency, made on first use (admin screens only, so Intl's data cost is no concern). */
const compactFormatters = new Map<string, Intl.NumberFormat>();

/** '$1.2K' / '1,2 mil US$': the page's language (issue 26), one formatter per language and currency. */
function compactIn(currency: CurrencyCode): Intl.NumberFormat {
  const locale = formatLocale();
  let formatter = compactFormatters.get(`${locale} ${currency}`);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.toUpperCase(),
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    compactFormatters.set(`${locale} ${currency}`, formatter);
  }
  return formatter;
}

/** Axis labels in the chart's currency, from minor units: '$0', '$2.5K', '$1M', '¥250K' (yen are not divided). */
export function formatAxisAmount(minor: number, currency = 'usd'): string {
  const code = currencyOf(currency);
  return compactIn(code).format(toMajorUnits(minor, code));
}

/** The chart's text alternative: the period, the total and the best month, in the chart's currency. */
export function chartSummary(months: MonthlyTotals, currency: string, i18n: I18n): string {
  const money = (minor: number) => formatCurrency(minor, { wholeDollars: true, currency });
  if (months.length === 0) return i18n._(msg`Money raised per month: no data.`);
  const first = monthLabels(months[0]!.month).long;
  const last = monthLabels(months[months.length - 1]!.month).long;
  const sum = months.reduce((acc, m) => acc + m.amount, 0);
  const total = money(sum);
  if (sum === 0) return i18n._(msg`Money raised per month, ${first} to ${last}: ${total} in total.`);
  const top = months.reduce((best, m) => (m.amount > best.amount ? m : best));
  const bestMonth = monthLabels(top.month).long;
  const bestAmount = money(top.amount);
  return i18n._(
    msg`Money raised per month, ${first} to ${last}: ${total} in total; highest in ${bestMonth} with ${bestAmount}.`,
  );
}

/**
 * What the chart counts. The months are in the organization's default currency (the stats' currency, issue 26), so
 * the caption names it, and says the others are left out, unless the site raises in US dollars alone (which reads
 * as it always did, as it does while the figures load).
 */
export function chartCaption(i18n: I18n, stats?: Pick<AdminDashboardStats, 'currency' | 'otherCurrencies'>): string {
  if (!stats || (stats.currency === 'usd' && stats.otherCurrencies.length === 0)) {
    return i18n._(msg`Completed donations per month, last 12 months.`);
  }
  const code = stats.currency.toUpperCase();
  if (stats.otherCurrencies.length === 0) {
    return i18n._(msg`Completed donations in ${code} per month, last 12 months.`);
  }
  return i18n._(
    msg`Completed donations in ${code} per month, last 12 months; gifts in other currencies are not included.`,
  );
}
