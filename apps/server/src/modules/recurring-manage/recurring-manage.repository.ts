import { and, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { campaigns, recurringDonations, recurringManageTokens, users } from '../../db/schema';
import type { CardDetails } from '../payments/payment-provider';

/**
 * The gifts of an address (DECISIONS.md, manage by link): a guest's gifts by their guest e-mail, and a registered
 * donor's by their account's e-mail, whatever the case. Erased donors' gifts have no address left, so never match.
 */
function giftsOf(email: string): SQL {
  const address = email.trim().toLowerCase();
  return or(
    and(isNull(recurringDonations.userId), sql`lower(${recurringDonations.guestEmail}) = ${address}`),
    sql`${recurringDonations.userId} in (select ${users.id} from ${users} where lower(${users.email}) = ${address})`,
  )!;
}

/** Whether the address has a gift there is something to do with (active or paused). */
export async function hasLiveGifts(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: recurringDonations.id })
    .from(recurringDonations)
    .where(and(giftsOf(email), inArray(recurringDonations.status, ['active', 'paused'])))
    .limit(1);
  return row !== undefined;
}

export function listGiftsOf(db: Executor, email: string) {
  return db
    .select({ gift: recurringDonations, campaignTitle: campaigns.title })
    .from(recurringDonations)
    .innerJoin(campaigns, eq(campaigns.id, recurringDonations.campaignId))
    .where(giftsOf(email))
    .orderBy(desc(recurringDonations.createdAt), desc(recurringDonations.id));
}

/** The address's own gift, locked; another address's gift is not found. */
export async function lockGiftOf(tx: Tx, email: string, id: number) {
  const [row] = await tx
    .select({ gift: recurringDonations, campaignTitle: campaigns.title })
    .from(recurringDonations)
    .innerJoin(campaigns, eq(campaigns.id, recurringDonations.campaignId))
    .where(and(eq(recurringDonations.id, id), giftsOf(email)))
    .for('update', { of: recurringDonations });
  return row;
}

/** The address's own gift, unlocked, for a read before a provider call; another address's gift is not found. */
export async function findGiftOf(db: Executor, email: string, id: number) {
  const [row] = await db
    .select({ gift: recurringDonations, campaignTitle: campaigns.title })
    .from(recurringDonations)
    .innerJoin(campaigns, eq(campaigns.id, recurringDonations.campaignId))
    .where(and(eq(recurringDonations.id, id), giftsOf(email)));
  return row;
}

/** A guest's gift pays with this card from its next charge on. */
export async function setGuestCard(tx: Tx, id: number, card: CardDetails) {
  const [gift] = await tx
    .update(recurringDonations)
    .set({
      guestCardId: card.providerPaymentMethodId,
      guestCardBrand: card.brand,
      guestCardLast4: card.last4,
      updatedAt: sql`now()`,
    })
    .where(eq(recurringDonations.id, id))
    .returning();
  return gift!;
}

export async function insertToken(
  db: Executor,
  row: { keyHash: string; kind: 'link' | 'session'; email: string; expiresAt: Date },
) {
  await db.insert(recurringManageTokens).values(row);
}

/** Marks an unused, unexpired link used, once: the address it was for, or undefined. */
export async function useLink(tx: Tx, keyHash: string, now: Date): Promise<string | undefined> {
  const [row] = await tx
    .update(recurringManageTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(recurringManageTokens.keyHash, keyHash),
        eq(recurringManageTokens.kind, 'link'),
        isNull(recurringManageTokens.usedAt),
        gt(recurringManageTokens.expiresAt, now),
      ),
    )
    .returning({ email: recurringManageTokens.email });
  return row?.email;
}

export async function findSession(db: Executor, keyHash: string, now: Date) {
  const [row] = await db
    .select({ email: recurringManageTokens.email, expiresAt: recurringManageTokens.expiresAt })
    .from(recurringManageTokens)
    .where(
      and(
        eq(recurringManageTokens.keyHash, keyHash),
        eq(recurringManageTokens.kind, 'session'),
        gt(recurringManageTokens.expiresAt, now),
      ),
    );
  return row;
}

export async function deleteToken(db: Executor, keyHash: string) {
  await db.delete(recurringManageTokens).where(eq(recurringManageTokens.keyHash, keyHash));
}

/** The prune job's part (jobs/prune.ts): links and sessions past their time. */
export async function deleteExpiredTokens(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(recurringManageTokens)
    .where(lt(recurringManageTokens.expiresAt, now))
    .returning({ k: recurringManageTokens.keyHash });
  return rows.length;
}
