import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { donationRefunds, donations } from '../../db/schema';

export type RefundRow = typeof donationRefunds.$inferSelect;

/** The donation a refund is asked for, locked until the transaction ends (the state machine's lock order). */
export async function lockDonationById(tx: Tx, id: number) {
  const [row] = await tx.select().from(donations).where(eq(donations.id, id)).for('update');
  return row;
}

/** The refunds asked for a donation, oldest first. */
export async function listRefundsOf(db: Executor, donationId: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(donationRefunds)
    .where(eq(donationRefunds.donationId, donationId))
    .orderBy(asc(donationRefunds.id));
}

export async function findRefundByKey(db: Executor, idempotencyKey: string) {
  const [row] = await db.select().from(donationRefunds).where(eq(donationRefunds.idempotencyKey, idempotencyKey));
  return row;
}

export async function findRefund(db: Executor, id: number) {
  const [row] = await db.select().from(donationRefunds).where(eq(donationRefunds.id, id));
  return row!;
}

export async function insertRefund(tx: Tx, values: typeof donationRefunds.$inferInsert): Promise<RefundRow> {
  const [row] = await tx.insert(donationRefunds).values(values).returning();
  return row!;
}

/** The provider's id of an accepted refund; its event may already have marked it succeeded. */
export async function recordProviderRefundId(tx: Tx, id: number, providerRefundId: string | null) {
  if (!providerRefundId) return;
  await tx
    .update(donationRefunds)
    .set({ providerRefundId: sql`coalesce(${donationRefunds.providerRefundId}, ${providerRefundId})` })
    .where(eq(donationRefunds.id, id));
}

/** A refund the provider refused (or could not be asked for): it never moves money. */
export async function markRefundFailed(tx: Tx, id: number, message: string) {
  await tx
    .update(donationRefunds)
    .set({ status: 'failed', failureMessage: message })
    .where(and(eq(donationRefunds.id, id), eq(donationRefunds.status, 'pending')));
}

/** A refund the provider's event settled: the money moved. */
export async function markRefundSucceeded(tx: Tx, id: number, at: Date) {
  await tx.update(donationRefunds).set({ status: 'succeeded', appliedAt: at }).where(eq(donationRefunds.id, id));
}
