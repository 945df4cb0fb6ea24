import { and, desc, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { campaigns, recurringDonations } from '../../db/schema';

export function listUserGifts(db: Executor, userId: number) {
  return db
    .select({ gift: recurringDonations, campaignTitle: campaigns.title })
    .from(recurringDonations)
    .innerJoin(campaigns, eq(campaigns.id, recurringDonations.campaignId))
    .where(eq(recurringDonations.userId, userId))
    .orderBy(desc(recurringDonations.createdAt), desc(recurringDonations.id));
}

/** The donor's own gift, locked; another donor's gift is not found. */
export async function lockUserGift(tx: Tx, userId: number, id: number) {
  const [row] = await tx
    .select({ gift: recurringDonations, campaignTitle: campaigns.title })
    .from(recurringDonations)
    .innerJoin(campaigns, eq(campaigns.id, recurringDonations.campaignId))
    .where(and(eq(recurringDonations.id, id), eq(recurringDonations.userId, userId)))
    .for('update', { of: recurringDonations });
  return row;
}

export async function setGiftStatus(tx: Tx, id: number, patch: Partial<typeof recurringDonations.$inferInsert>) {
  await tx
    .update(recurringDonations)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(recurringDonations.id, id));
}
