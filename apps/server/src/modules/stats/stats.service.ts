import { currencyCodes, currencyOf, type CurrencyCode, type DonorStats, type ImpactStats } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { getOrganizationSettings } from '../settings/settings.service';
import { readDonorFigures, readImpactFigures } from './stats.repository';

/**
 * The home page's 'Our Impact Together' figures, from succeeded donations only (DECISIONS.md). Total and average
 * are in the organization's default currency; what other currencies raised is listed beside it, never converted
 * nor added (issue 26).
 */
export async function getImpactStats(db: Db): Promise<ImpactStats> {
  const [figures, { defaultCurrency }] = await Promise.all([readImpactFigures(db), getOrganizationSettings(db)]);
  const byCurrency = figures.money.map((row) => ({ ...row, currency: currencyOf(row.currency) }));
  const own = byCurrency.find((row) => row.currency === defaultCurrency);
  return {
    totalRaised: own?.total ?? 0,
    successfulCampaigns: figures.reached,
    totalDonors: figures.donors,
    avgDonation: own ? Math.round(own.total / own.count) : 0,
    currency: defaultCurrency,
    // In the currency table's order, as the admin overview and the donor's statement list them: raw totals in
    // different currencies do not compare (¥50,000 is not more than €1,200).
    otherCurrencies: byCurrency
      .filter((row) => row !== own)
      .sort((a, b) => currencyCodes.indexOf(a.currency) - currencyCodes.indexOf(b.currency))
      .map(({ currency, total }) => ({ currency, totalRaised: total })),
  };
}

/**
 * GET /api/stats/donor: the signed-in donor's own figures, from their succeeded donations. What they gave is added
 * up per currency, never across (issue 26), in the annual statement's order: the organization's default currency
 * first when they gave in it, then the currency table's order. totalDonated is the first of those, in `currency`,
 * so a donor who gave in one currency reads as before.
 */
export async function getDonorStats(db: Db, userId: number): Promise<DonorStats> {
  const [figures, { defaultCurrency }] = await Promise.all([readDonorFigures(db, userId), getOrganizationSettings(db)]);
  const rank = (code: CurrencyCode) => (code === defaultCurrency ? -1 : currencyCodes.indexOf(code));
  const totals = figures.money
    .map(({ currency, total, count }) => ({ currency: currencyOf(currency), total, count }))
    .sort((a, b) => rank(a.currency) - rank(b.currency));
  return {
    totalDonated: totals[0]?.total ?? 0,
    currency: totals[0]?.currency ?? defaultCurrency,
    totals,
    activeDonations: figures.activeRecurring,
    campaignsSupported: figures.campaigns,
  };
}
