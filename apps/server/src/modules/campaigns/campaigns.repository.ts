import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CampaignCategory, CampaignSort } from '@causeway/contracts';
import { campaignColumns, type CampaignWithOrganization } from '../../db/campaign-columns';
import { prepared, type Executor } from '../../db/client';
import { countColumn, pageWithTotal, totalColumn } from '../../db/paging';
import { campaignUpdates, campaigns, organizations, rewards } from '../../db/schema';
import { weightOf } from '../../db/currency-weight';

export { campaignColumns, type CampaignRow, type CampaignWithOrganization } from '../../db/campaign-columns';

export type RewardRow = typeof rewards.$inferSelect;
export type CampaignUpdateRow = typeof campaignUpdates.$inferSelect;

/** Words of a search box turned into a prefix tsquery ('clean wat' → 'clean:* & wat:*'); undefined if none. */
export function toPrefixTsQuery(q: string | undefined): string | undefined {
  const words = q?.match(/[\p{L}\p{N}]+/gu);
  return words?.length
    ? words
        .slice(0, 8)
        .map((w) => `${w}:*`)
        .join(' & ')
    : undefined;
}

const orderings: Record<CampaignSort, SQL[]> = {
  newest: [desc(campaigns.createdAt), desc(campaigns.id)],
  // Ending soonest first, then open-ended ones, then those already ended.
  ending_soon: [
    sql`case when ${campaigns.endDate} > now() then 0 when ${campaigns.endDate} is null then 1 else 2 end`,
    sql`case when ${campaigns.endDate} > now() then ${campaigns.endDate} end asc`,
    sql`${campaigns.endDate} desc nulls last`,
    asc(campaigns.id),
  ],
  // Across currencies by the currency table's round rates (¥100 weighs as $1): never yen counted as cents.
  most_raised: [desc(sql`${campaigns.amountRaised} * ${weightOf(campaigns.currency)}`), asc(campaigns.id)],
  // Nearest to the goal among those still short of it; those that reached it come after.
  closest_to_goal: [
    sql`(${campaigns.amountRaised} >= ${campaigns.goal})`,
    sql`${campaigns.amountRaised}::float8 / ${campaigns.goal} desc`,
    asc(campaigns.id),
  ],
};

export async function listActiveCampaigns(
  db: Executor,
  filter: { category?: CampaignCategory; q?: string; sort: CampaignSort; limit: number; offset: number },
): Promise<{ rows: CampaignWithOrganization[]; total: number }> {
  const tsQuery = toPrefixTsQuery(filter.q);
  const where = and(
    eq(campaigns.status, 'active'),
    filter.category ? eq(campaigns.category, filter.category) : undefined,
    tsQuery
      ? sql`to_tsvector('english', ${campaigns.title} || ' ' || ${campaigns.shortDescription}) @@ to_tsquery('english', ${tsQuery})`
      : undefined,
  );
  const rows = await db
    .select({ ...campaignColumns, total: totalColumn() })
    .from(campaigns)
    .leftJoin(organizations, eq(organizations.id, campaigns.organizationId))
    .where(where)
    .orderBy(...orderings[filter.sort])
    .limit(filter.limit)
    .offset(filter.offset);
  return pageWithTotal(rows, () => db.select({ n: countColumn() }).from(campaigns).where(where));
}

export async function findCampaign(db: Executor, id: number): Promise<CampaignWithOrganization | undefined> {
  const [row] = await db
    .select(campaignColumns)
    .from(campaigns)
    .leftJoin(organizations, eq(organizations.id, campaigns.organizationId))
    .where(eq(campaigns.id, id))
    .limit(1);
  return row;
}

// Every donation intent checks its campaign: only what that check needs, built once (db/client.ts prepared).
const campaignForDonation = (db: Executor) =>
  db
    .select({
      title: campaigns.title,
      status: campaigns.status,
      endDate: campaigns.endDate,
      // The gift's currency (issue 26).
      currency: campaigns.currency,
      organizationName: organizations.name,
    })
    .from(campaigns)
    .leftJoin(organizations, eq(organizations.id, campaigns.organizationId))
    .where(eq(campaigns.id, sql.placeholder('id')))
    .prepare('');

export async function findCampaignForDonation(db: Executor, id: number) {
  const [row] = await prepared(db, campaignForDonation).execute({ id });
  return row;
}

export function listRewards(db: Executor, campaignId: number) {
  return db
    .select()
    .from(rewards)
    .where(eq(rewards.campaignId, campaignId))
    .orderBy(asc(rewards.sortOrder), asc(rewards.minimumAmount), asc(rewards.id));
}

/** Newest first; private updates only when asked (an administrator's view). */
export function listUpdates(db: Executor, campaignId: number, includePrivate = false) {
  return db
    .select()
    .from(campaignUpdates)
    .where(
      and(eq(campaignUpdates.campaignId, campaignId), includePrivate ? undefined : eq(campaignUpdates.isPublic, true)),
    )
    .orderBy(desc(campaignUpdates.createdAt), desc(campaignUpdates.id));
}
