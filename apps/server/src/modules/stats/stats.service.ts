import type { DonorStats, ImpactStats } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { readDonorFigures, readImpactFigures } from './stats.repository';

/** The home page's 'Our Impact Together' figures, from succeeded donations only (DECISIONS.md). */
export async function getImpactStats(db: Db): Promise<ImpactStats> {
  const figures = await readImpactFigures(db);
  return {
    totalRaised: figures.total,
    successfulCampaigns: figures.reached,
    totalDonors: figures.donors,
    avgDonation: figures.count === 0 ? 0 : Math.round(figures.total / figures.count),
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
