import { and, eq, sql, type SQL } from 'drizzle-orm';
import { prepared, type Executor } from '../../db/client';
import { campaigns, donations, idempotentRequests, users } from '../../db/schema';

const pendingColumns = [
  'campaignId',
  'currency',
  'userId',
  'amount',
  'feeAmount',
  'donationType',
  'interval',
  'provider',
  'guestEmail',
  'guestFirstName',
  'guestLastName',
  'anonymous',
  'savePaymentMethod',
  'rewardId',
  'emailUpdates',
  'sourceUtmSource',
  'sourceUtmMedium',
  'sourceUtmCampaign',
  'sourceHostOrigin',
  'sourceReferrerHost',
  'fundraiserId',
  'locale',
] as const;
export type PendingDonation = Pick<typeof donations.$inferInsert, (typeof pendingColumns)[number]>;
/** A value given at execution (drizzle's placeholder, as an SQL fragment: `set` takes no bare placeholder). */
const given = (name: string) => sql`${sql.placeholder(name)}`;

// The two statements of every donation intent, built once (db/client.ts prepared).
const insertPending = (db: Executor) =>
  db
    .insert(donations)
    .values({
      campaignId: given('campaignId'),
      currency: given('currency'),
      userId: given('userId'),
      amount: given('amount'),
      feeAmount: given('feeAmount'),
      donationType: given('donationType'),
      interval: given('interval'),
      provider: given('provider'),
      guestEmail: given('guestEmail'),
      guestFirstName: given('guestFirstName'),
      guestLastName: given('guestLastName'),
      anonymous: given('anonymous'),
      savePaymentMethod: given('savePaymentMethod'),
      rewardId: given('rewardId'),
      emailUpdates: given('emailUpdates'),
      sourceUtmSource: given('sourceUtmSource'),
      sourceUtmMedium: given('sourceUtmMedium'),
      sourceUtmCampaign: given('sourceUtmCampaign'),
      sourceHostOrigin: given('sourceHostOrigin'),
      sourceReferrerHost: given('sourceReferrerHost'),
      fundraiserId: given('fundraiserId'),
      locale: given('locale'),
    } satisfies Record<(typeof pendingColumns)[number], SQL>)
    .returning({ id: donations.id })
    .prepare('');
const setIntent = (db: Executor) =>
  db
    .update(donations)
    .set({ paymentIntentId: given('paymentIntentId'), providerSubscriptionId: given('subscriptionId') })
    .where(eq(donations.id, sql.placeholder('id')))
    .prepare('');

export async function insertPendingDonation(db: Executor, values: PendingDonation) {
  // Every column has a value (null for an absent one): a placeholder has no default.
  const row = Object.fromEntries(pendingColumns.map((c) => [c, values[c] ?? null]));
  const [inserted] = await prepared(db, insertPending).execute(row);
  return inserted!.id;
}

export async function attachIntent(db: Executor, id: number, paymentIntentId: string, subscriptionId?: string) {
  await prepared(db, setIntent).execute({ id, paymentIntentId, subscriptionId: subscriptionId ?? null });
}

/** The donor's answer to "E-mail me updates about this campaign", the form's default next time. */
export async function rememberEmailUpdatesChoice(db: Executor, userId: number, emailUpdates: boolean) {
  await db
    .update(users)
    .set({ emailUpdates })
    .where(and(eq(users.id, userId), sql`${users.emailUpdates} is distinct from ${emailUpdates}`));
}

export async function findPendingDonationOf(db: Executor, id: number, userId: number) {
  const [row] = await db
    .select({ id: donations.id, paymentIntentId: donations.paymentIntentId })
    .from(donations)
    .where(and(eq(donations.id, id), eq(donations.userId, userId), eq(donations.status, 'pending')));
  return row;
}

export async function deleteDonation(db: Executor, id: number) {
  await db.delete(donations).where(and(eq(donations.id, id), eq(donations.status, 'pending')));
}

export async function findDonationByIntent(db: Executor, provider: string, paymentIntentId: string) {
  const [row] = await db
    .select({ donation: donations, campaignTitle: campaigns.title })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(and(eq(donations.provider, provider), eq(donations.paymentIntentId, paymentIntentId)));
  return row;
}

/** Claims an Idempotency-Key; returns the stored row when the key was used before. */
export async function claimIdempotencyKey(db: Executor, key: string, requestHash: string) {
  const inserted = await db
    .insert(idempotentRequests)
    .values({ key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  if (inserted.length === 1) return undefined;
  const [existing] = await db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key));
  return existing;
}

export async function storeIdempotentResponse(db: Executor, key: string, response: unknown) {
  await db.update(idempotentRequests).set({ response }).where(eq(idempotentRequests.key, key));
}

export async function releaseIdempotencyKey(db: Executor, key: string) {
  await db.delete(idempotentRequests).where(eq(idempotentRequests.key, key));
}
