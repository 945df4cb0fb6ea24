import type { ImpactStats } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { readImpactFigures } from './stats.repository';

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
