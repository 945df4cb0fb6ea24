import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaigns, donations, users } from '../../db/schema';

/** The campaign's currency (issue 26); undefined when there is no such campaign. */
export async function campaignCurrency(db: Executor, campaignId: number): Promise<string | undefined> {
  const [row] = await db.select({ currency: campaigns.currency }).from(campaigns).where(eq(campaigns.id, campaignId));
  return row?.currency;
}

export async function userExists(db: Executor, userId: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return rows.length > 0;
}

/** The receipt number markSucceeded gave the donation, for the audit entry. */
export async function receiptNumberOf(db: Executor, donationId: number): Promise<number | null> {
  const [row] = await db
    .select({ receiptNumber: donations.receiptNumber })
    .from(donations)
    .where(eq(donations.id, donationId));
  return row?.receiptNumber ?? null;
}
