import { and, desc, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { CampaignCategory, CampaignStatus } from '@causeway/contracts';
import type { Executor } from '../../db/client';
import { countColumn, pageWithTotal, totalColumn } from '../../db/paging';
import { campaigns, donations, organizations, recurringDonations, rewards } from '../../db/schema';
import { containing } from '../../db/text-search';
import { campaignColumns, type CampaignWithOrganization } from '../../db/campaign-columns';

export type CampaignValues = typeof campaigns.$inferInsert;
export type RewardValues = Omit<typeof rewards.$inferInsert, 'campaignId'>;

export async function listAdminCampaigns(
  db: Executor,
  filter: { q?: string; categories: CampaignCategory[]; status?: CampaignStatus; limit: number; offset: number },
): Promise<{ rows: (CampaignWithOrganization & { donationCount: number })[]; total: number }> {
  const pattern = filter.q ? containing(filter.q) : undefined;
  const where = and(
    filter.status ? eq(campaigns.status, filter.status) : undefined,
    pattern
      ? or(
          ilike(campaigns.title, pattern),
          ilike(organizations.name, pattern),
          filter.categories.length > 0 ? inArray(campaigns.category, filter.categories) : undefined,
        )
      : undefined,
  );
  const rows = await db
    .select({
      ...campaignColumns,
      // Every donation row, whatever its status: any of them makes Delete an archive.
      donationCount:
        sql<number>`(select count(*) from ${donations} where ${donations.campaignId} = ${campaigns.id})`.mapWith(
          Number,
        ),
      total: totalColumn(),
    })
    .from(campaigns)
    .leftJoin(organizations, eq(organizations.id, campaigns.organizationId))
    .where(where)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return pageWithTotal(rows, () =>
    db
      .select({ n: countColumn() })
      .from(campaigns)
      .leftJoin(organizations, eq(organizations.id, campaigns.organizationId))
      .where(where),
  );
}

/** Locks the campaign row: concurrent edits, deletes and new donations (their foreign key) wait for us. */
export async function lockCampaign(tx: Executor, id: number) {
  const [row] = await tx
    .select({ id: campaigns.id, currency: campaigns.currency })
    .from(campaigns)
    .where(eq(campaigns.id, id))
    .for('update');
  return row;
}

/** Whether any gift to the campaign succeeded: its currency is then fixed (issue 26). */
export async function hasSucceededDonation(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: donations.id })
    .from(donations)
    .where(and(eq(donations.campaignId, id), eq(donations.status, 'succeeded')))
    .limit(1);
  return row !== undefined;
}

export async function insertCampaign(db: Executor, values: CampaignValues): Promise<number> {
  const [row] = await db.insert(campaigns).values(values).returning({ id: campaigns.id });
  return row!.id;
}

export async function updateCampaign(db: Executor, id: number, values: Partial<CampaignValues>): Promise<void> {
  await db
    .update(campaigns)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(campaigns.id, id));
}

export async function deleteCampaign(db: Executor, id: number): Promise<void> {
  await db.delete(campaigns).where(eq(campaigns.id, id));
}

/** Any donation row (any status) or recurring gift keeps the campaign's history: it can only be archived. */
export async function hasDonationHistory(db: Executor, id: number): Promise<boolean> {
  const [donation] = await db.select({ id: donations.id }).from(donations).where(eq(donations.campaignId, id)).limit(1);
  if (donation) return true;
  const [gift] = await db
    .select({ id: recurringDonations.id })
    .from(recurringDonations)
    .where(eq(recurringDonations.campaignId, id))
    .limit(1);
  return gift !== undefined;
}

export async function listRewardIds(db: Executor, campaignId: number): Promise<number[]> {
  const rows = await db.select({ id: rewards.id }).from(rewards).where(eq(rewards.campaignId, campaignId));
  return rows.map((r) => r.id);
}

export async function deleteRewardsExcept(db: Executor, campaignId: number, keepIds: number[]): Promise<void> {
  await db
    .delete(rewards)
    .where(and(eq(rewards.campaignId, campaignId), keepIds.length > 0 ? notInArray(rewards.id, keepIds) : undefined));
}

export async function insertReward(db: Executor, campaignId: number, values: RewardValues): Promise<void> {
  await db.insert(rewards).values({ ...values, campaignId });
}

export async function updateReward(db: Executor, campaignId: number, id: number, values: RewardValues): Promise<void> {
  await db
    .update(rewards)
    .set(values)
    .where(and(eq(rewards.id, id), eq(rewards.campaignId, campaignId)));
}
