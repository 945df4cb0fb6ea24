import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaigns, updateSubscriptions, users } from '../../db/schema';

/** The fields of a succeeded donation its subscription needs. */
type SubscribingDonation = {
  campaignId: number;
  userId: number | null;
  guestEmail: string | null;
  emailUpdates: boolean;
  /** The language the gift was given in (issue 26): the guest's update e-mails are written in it. */
  locale?: string | null;
};

/**
 * A gift that succeeded with "E-mail me updates about this campaign" ticked subscribes the donor's address to the
 * campaign's update e-mails, again if it had unsubscribed (a new gift with the box ticked is a new consent). Called
 * by the payment state machine in the gift's transaction, so a failed or never-paid gift subscribes no one.
 */
export async function subscribeDonorToUpdates(tx: Executor, donation: SubscribingDonation): Promise<void> {
  if (!donation.emailUpdates) return;
  let email = donation.guestEmail;
  if (donation.userId !== null) {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, donation.userId));
    email = user?.email ?? null;
  }
  if (!email) return;
  // A guest who later gives signed in links the subscription to the account; a guest gift keeps the link.
  await tx.execute(sql`
    insert into update_subscriptions (campaign_id, email, user_id, locale)
    values (${donation.campaignId}, ${email}, ${donation.userId}, ${donation.locale ?? null})
    on conflict (campaign_id, lower(email)) do update
      set subscribed_at = now(), unsubscribed_at = null,
          user_id = coalesce(excluded.user_id, update_subscriptions.user_id),
          locale = coalesce(excluded.locale, update_subscriptions.locale)`);
}

export async function findSubscription(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: updateSubscriptions.id,
      email: updateSubscriptions.email,
      unsubscribedAt: updateSubscriptions.unsubscribedAt,
      campaign: { id: campaigns.id, title: campaigns.title },
    })
    .from(updateSubscriptions)
    .innerJoin(campaigns, eq(campaigns.id, updateSubscriptions.campaignId))
    .where(eq(updateSubscriptions.id, id));
  return row;
}

/** Ends a subscription; one already ended keeps its first date (a repeated click changes nothing). */
export async function endSubscription(db: Executor, id: number): Promise<void> {
  await db
    .update(updateSubscriptions)
    .set({ unsubscribedAt: sql`now()` })
    .where(and(eq(updateSubscriptions.id, id), isNull(updateSubscriptions.unsubscribedAt)));
}

/**
 * One page of a campaign's subscribed addresses, by id after `afterId` (keyset: each page costs the same, however
 * far into 50,000 subscribers).
 */
export async function subscribedPage(db: Executor, campaignId: number, afterId: number, limit: number) {
  return db
    .select({
      id: updateSubscriptions.id,
      email: updateSubscriptions.email,
      // The account's saved language wins over the one the subscribing gift was given in.
      locale: sql<string | null>`coalesce(${users.locale}, ${updateSubscriptions.locale})`,
    })
    .from(updateSubscriptions)
    .leftJoin(users, eq(users.id, updateSubscriptions.userId))
    .where(
      and(
        eq(updateSubscriptions.campaignId, campaignId),
        isNull(updateSubscriptions.unsubscribedAt),
        sql`${updateSubscriptions.id} > ${afterId}`,
      ),
    )
    .orderBy(updateSubscriptions.id)
    .limit(limit);
}
