import {
  acceptsDonations,
  campaignMessages,
  currencyOf,
  type Campaign,
  type CampaignDetail,
  type CampaignListQuery,
  type CampaignUpdate,
  type Reward,
  type campaignListQuerySchema,
} from '@causeway/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { daysLeft, percentComplete } from './campaign-figures';
import * as repo from './campaigns.repository';
import { recomputeCampaignTotals } from './campaign-totals.repository';
import { publicMatchFigures } from '../matches/matches.service';

type ListQuery = z.output<typeof campaignListQuerySchema>;
export type { CampaignListQuery };

/** Statuses anyone may read by id; draft and archived campaigns are for administrators only. */
const PUBLIC_STATUSES = new Set(['active', 'paused', 'completed']);

export function isPubliclyVisible(status: string): boolean {
  return PUBLIC_STATUSES.has(status);
}

export function toCampaign({ campaign: c, organization }: repo.CampaignWithOrganization, now = new Date()): Campaign {
  return {
    id: c.id,
    title: c.title,
    shortDescription: c.shortDescription,
    description: c.description,
    category: c.category,
    featuredImageUrl: c.featuredImageUrl,
    status: c.status,
    goal: c.goal,
    currency: currencyOf(c.currency),
    amountRaised: c.amountRaised,
    currentAmount: c.amountRaised,
    percentComplete: percentComplete(c.amountRaised, c.goal),
    daysLeft: daysLeft(c.endDate, now),
    acceptingDonations: acceptsDonations(c.status, c.endDate, now),
    totalDonors: c.donorCount,
    startDate: c.startDate.toISOString(),
    endDate: c.endDate?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
    organizationId: c.organizationId,
    organization: organization ?? null,
  };
}

/** The public list: active campaigns only, whatever status the caller asks for (DECISIONS.md). */
export async function listPublicCampaigns(db: Db, query: ListQuery): Promise<{ items: Campaign[]; total: number }> {
  const { rows, total } = await repo.listActiveCampaigns(db, {
    category: query.category === 'all' ? undefined : query.category,
    q: query.q,
    sort: query.sort,
    limit: query.limit,
    offset: query.offset,
  });
  const now = new Date();
  return { items: rows.map((row) => toCampaign(row, now)), total };
}

/** 404 'Campaign not found' for unknown ids, and for draft or archived ones unless the viewer is an admin. */
export async function getCampaignDetail(
  db: Db,
  id: number,
  viewerIsAdmin: () => Promise<boolean>,
): Promise<CampaignDetail> {
  const row = await repo.findCampaign(db, id);
  if (!row || (!isPubliclyVisible(row.campaign.status) && !(await viewerIsAdmin()))) {
    throw new AppError('NOT_FOUND', campaignMessages.notFound);
  }
  const rewards = await repo.listRewards(db, id);
  // The live match and what sponsors matched (issue 24): a pledge, kept apart from the amount raised.
  const matches = await publicMatchFigures(db, id);
  const { fundraisingEnabled, fundraiserSuggestedGoal, fundraiserGuide } = row.campaign;
  return {
    ...toCampaign(row),
    rewards: rewards.map(toReward),
    ...matches,
    fundraising: { enabled: fundraisingEnabled, suggestedGoal: fundraiserSuggestedGoal, guide: fundraiserGuide },
  };
}

export function toReward(r: repo.RewardRow): Reward {
  return { id: r.id, title: r.title, description: r.description, imageUrl: r.imageUrl, minimumAmount: r.minimumAmount };
}

/** `forAdmin`: with whether and to how many donors it was e-mailed, which visitors are not told. */
export function toCampaignUpdate(u: repo.CampaignUpdateRow, forAdmin = false): CampaignUpdate {
  return {
    id: u.id,
    campaignId: u.campaignId,
    title: u.title,
    content: u.content,
    imageUrl: u.imageUrl,
    isPublic: u.isPublic,
    createdAt: u.createdAt.toISOString(),
    ...(forAdmin ? { emailedAt: u.emailedAt?.toISOString() ?? null, emailRecipientCount: u.emailRecipientCount } : {}),
  };
}

/** Public updates, newest first; administrators also see the private ones (and drafts' updates). */
export async function listCampaignUpdates(
  db: Db,
  id: number,
  viewerIsAdmin: () => Promise<boolean>,
): Promise<CampaignUpdate[]> {
  const row = await repo.findCampaign(db, id);
  const admin = row !== undefined && (await viewerIsAdmin());
  if (!row || (!isPubliclyVisible(row.campaign.status) && !admin)) {
    throw new AppError('NOT_FOUND', campaignMessages.notFound);
  }
  return (await repo.listUpdates(db, id, admin)).map((u) => toCampaignUpdate(u, admin));
}

/** Title, short description and image of a campaign the public may see (for share previews). */
export async function findPublicCampaignMeta(db: Db, id: number) {
  const row = await repo.findCampaign(db, id);
  if (!row || !isPubliclyVisible(row.campaign.status)) return undefined;
  const { title, shortDescription, featuredImageUrl } = row.campaign;
  return { title, shortDescription, featuredImageUrl };
}

/** What the donation flow needs to know about a campaign; undefined when the public may not see it. */
export async function findCampaignForDonation(db: Db, id: number) {
  const row = await repo.findCampaignForDonation(db, id);
  if (!row || !isPubliclyVisible(row.status)) return undefined;
  return { id, ...row };
}

export async function findReward(db: Db, campaignId: number, rewardId: number) {
  const rewards = await repo.listRewards(db, campaignId);
  return rewards.find((r) => r.id === rewardId);
}

/** Recomputes the raised amount and donor count of these campaigns from their succeeded donations. */
export async function refreshCampaignTotals(db: Executor, campaignIds: readonly number[]): Promise<void> {
  for (const id of campaignIds) await recomputeCampaignTotals(db, id);
}

/** A campaign row with its rewards, as the admin area edits and copies it (inside its transaction when given one). */
export async function findCampaignWithRewards(db: Executor, id: number) {
  const row = await repo.findCampaign(db, id);
  return row ? { row, rewards: await repo.listRewards(db, id) } : undefined;
}
