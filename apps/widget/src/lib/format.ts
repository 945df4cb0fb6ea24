import { formatCurrency, minorPerMajor } from '@causeway/contracts';

/**
 * Minor units as whole units of the campaign's currency ("$1,250", "€1,250", "¥125,000"): the widget shows round
 * figures, rounded down. JPY and KRW have no minor unit: 500 is ¥500.
 */
export const formatCents = (minor: number, currency?: string) => {
  const perMajor = minorPerMajor(currency ?? 'usd');
  return formatCurrency(Math.floor(minor / perMajor) * perMajor, { wholeDollars: true, currency });
};
