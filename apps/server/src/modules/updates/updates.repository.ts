import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignUpdates, campaigns } from '../../db/schema';

type UpdateValues = Pick<typeof campaignUpdates.$inferInsert, 'title' | 'content' | 'imageUrl' | 'isPublic'>;

export async function findCampaignTitle(db: Executor, id: number) {
  const [row] = await db
    .select({ id: campaigns.id, title: campaigns.title })
    .from(campaigns)
    .where(eq(campaigns.id, id))
    .limit(1);
  return row;
}

export async function insertUpdate(db: Executor, values: UpdateValues & { campaignId: number; authorId: number }) {
  const [row] = await db.insert(campaignUpdates).values(values).returning();
  return row!;
}

/** Only an update of that campaign: another campaign's update id is not found. */
export async function updateUpdate(db: Executor, campaignId: number, id: number, values: UpdateValues) {
  const [row] = await db
    .update(campaignUpdates)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(campaignUpdates.id, id), eq(campaignUpdates.campaignId, campaignId)))
    .returning();
  return row;
}

export async function deleteUpdate(db: Executor, campaignId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(campaignUpdates)
    .where(and(eq(campaignUpdates.id, id), eq(campaignUpdates.campaignId, campaignId)))
    .returning({ id: campaignUpdates.id });
  return rows.length > 0;
}
