import { currencyOf, type DonorStats, type ImpactStats } from '@causeway/contracts';
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
    otherCurrencies: byCurrency
      .filter((row) => row !== own)
      .map(({ currency, total }) => ({ currency, totalRaised: total })),
  };
}

/** GET /api/stats/donor: the signed-in donor's own figures, from their succeeded donations. */
export async function getDonorStats(db: Db, userId: number): Promise<DonorStats> {
  const figures = await readDonorFigures(db, userId);
  return {
    totalDonated: figures.total,
    activeDonations: figures.activeRecurring,
    campaignsSupported: figures.campaigns,
  };
}
