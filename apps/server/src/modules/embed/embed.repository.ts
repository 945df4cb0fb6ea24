import { and, desc, eq, isNull } from 'drizzle-orm';
import type { SavedEmbedSettings } from '@causeway/contracts';
import type { Executor } from '../../db/client';
import { campaigns, embedCodes, fundraisers, users } from '../../db/schema';

export type EmbedCodeRow = typeof embedCodes.$inferSelect;

const widgetColumns = {
  id: campaigns.id,
  title: campaigns.title,
  status: campaigns.status,
  endDate: campaigns.endDate,
  goal: campaigns.goal,
  currency: campaigns.currency,
  currentAmount: campaigns.amountRaised,
  featuredImageUrl: campaigns.featuredImageUrl,
  embedPrimaryColor: campaigns.embedPrimaryColor,
  embedTextColor: campaigns.embedTextColor,
  embedAccentColor: campaigns.embedAccentColor,
  embedBackgroundColor: campaigns.embedBackgroundColor,
  embedButtonText: campaigns.embedButtonText,
  embedPresetAmounts: campaigns.embedPresetAmounts,
  embedImpactText: campaigns.embedImpactText,
};
type CampaignRow = typeof campaigns.$inferSelect;
export type EmbedCampaignRow = Pick<
  CampaignRow,
  'id' | 'title' | 'status' | 'endDate' | 'goal' | 'currency' | 'featuredImageUrl' | keyof SavedEmbedSettings
> & { currentAmount: number };

/** The campaign fields the widget and the embed code need; `lock` holds the row for a generation. */
export async function findEmbedCampaign(db: Executor, id: number, lock = false): Promise<EmbedCampaignRow | undefined> {
  const query = db.select(widgetColumns).from(campaigns).where(eq(campaigns.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function saveEmbedSettings(db: Executor, id: number, settings: SavedEmbedSettings): Promise<void> {
  await db
    .update(campaigns)
    .set({ ...settings, updatedAt: new Date() })
    .where(eq(campaigns.id, id));
}

/** A campaign's current code: the latest one issued. */
export async function findLatestCode(db: Executor, campaignId: number): Promise<EmbedCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(embedCodes)
    .where(eq(embedCodes.campaignId, campaignId))
    .orderBy(desc(embedCodes.createdAt), desc(embedCodes.id))
    .limit(1);
  return row;
}

export async function insertCode(
  db: Executor,
  values: { campaignId: number; uniqueId: string; html: string; settings: SavedEmbedSettings },
): Promise<EmbedCodeRow> {
  const [row] = await db.insert(embedCodes).values(values).returning();
  return row!;
}

export async function updateCode(
  db: Executor,
  id: number,
  values: { uniqueId: string; html: string; settings: SavedEmbedSettings },
): Promise<EmbedCodeRow> {
  const [row] = await db
    .update(embedCodes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(embedCodes.id, id))
    .returning();
  return row!;
}

/**
 * The supporter's page a widget gives through (issue 25): one of the campaign's that is visible and active, as only
 * such a page takes gifts; with its owner's names for fundraiserPublicName.
 */
export async function findGivingFundraiser(db: Executor, campaignId: number, slug: string) {
  const [row] = await db
    .select({
      slug: fundraisers.slug,
      title: fundraisers.title,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(fundraisers)
    .innerJoin(users, eq(users.id, fundraisers.userId))
    .where(
      and(
        eq(fundraisers.campaignId, campaignId),
        eq(fundraisers.slug, slug),
        isNull(fundraisers.hiddenAt),
        eq(fundraisers.status, 'active'),
      ),
    );
  return row;
}
