import { eq } from 'drizzle-orm';
import {
  privacyMessages as m,
  type AnonymizeDonorInput,
  type AnonymizeDonorResponse,
  type DeleteAccountResponse,
} from '@causeway/contracts';
import type { Db, Tx } from '../../db/client';
import { paymentMethods, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../audit-log/audit-log.service';
import { findUserByEmail, type UserRow } from '../auth/auth.service';
import { verifyPassword } from '../auth/password';
import { donorKeyOf, lockDonors, rewriteDonorSummaries } from '../donors/donors.service';
import type { PaymentProvider } from '../payments/payment-provider';
import { cancelGift } from '../recurring/recurring.service';
import * as repo from './erasure.repository';
import { scrubJson } from './scrub-json';

export interface PrivacyDeps {
  db: Db;
  provider: PaymentProvider;
  log?: { warn: (obj: object, msg: string) => void };
}

interface Erasure {
  target: repo.ErasureTarget;
  user: UserRow | undefined;
}

/**
 * The provider is told first, each gift in its own transaction before the erasure's (a provider that refuses
 * leaves the rest as it was, and the request can be repeated): live recurring gifts are cancelled through the
 * recurring module's one cancel path, saved cards detached. A card the provider cannot detach is only logged: it
 * goes with the account's row anyway.
 */
async function settleWithProvider(deps: PrivacyDeps, { target, user }: Erasure): Promise<number> {
  const live = await repo.listLiveRecurring(deps.db, target);
  for (const { id } of live) {
    await deps.db.transaction(async (tx) => {
      const gift = await repo.lockRecurringGift(tx, id);
      if (gift && gift.status !== 'cancelled') await cancelGift(tx, deps.provider, gift);
    });
  }
  if (user) {
    const cards = await deps.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id));
    for (const card of cards.filter((c) => c.provider === deps.provider.name)) {
      await deps.provider
        .detachPaymentMethod(card.providerPaymentMethodId)
        .catch((error: unknown) => deps.log?.warn({ err: error }, 'could not detach a card of an erased account'));
    }
  }
  return live.length;
}

/** The donor's names as they appear in documents (audit entries, webhook payloads) that mention them. */
function namesOf(user: UserRow | undefined, gifts: repo.DonorGift[]): string[] {
  const pairs = [
    ...(user ? [[user.firstName, user.lastName]] : []),
    ...gifts.map((g) => [g.guestFirstName ?? '', g.guestLastName ?? '']),
  ];
  return [...new Set(pairs.flatMap(([first, last]) => [first!, last!, `${first} ${last}`.trim()]))].filter(
    (n) => n.trim().length > 1,
  );
}

/**
 * Erases a donor in one transaction: gifts keep amounts, dates, statuses, receipt numbers, campaigns and provider
 * ids, lose every name, address, note and link to the account; the donor's summary, subscriptions, messages,
 * mail, tokens and sessions go; documents naming them are rewritten; the account row goes last. The audit entry
 * carries counts only.
 */
async function erase(
  tx: Tx,
  { target, user }: Erasure,
  audit: { actor: AuditActor; action: string; ip: string | null },
): Promise<{ donations: number; recurring: number }> {
  const clock = await repo.serializeErasures(tx);
  const gifts = await repo.lockDonations(tx, target);
  const recurring = await repo.lockRecurring(tx, target);
  if (!user && gifts.length === 0 && recurring.length === 0 && !(await repo.hasOtherTraces(tx, target))) {
    throw new AppError('NOT_FOUND', m.donorNotFound);
  }
  const keys = [...new Set([...gifts, ...recurring].map(donorKeyOf))].sort();
  await lockDonors(tx, keys);
  // Each former donor key gets its own anonymized_at, so a campaign still counts them as they were counted.
  for (const [index, key] of keys.entries()) {
    const ofKey = (rows: repo.DonorGift[]) => rows.filter((r) => donorKeyOf(r) === key).map((r) => r.id);
    await repo.anonymizeGifts(tx, 'donations', ofKey(gifts), clock, index);
    await repo.anonymizeGifts(tx, 'recurring_donations', ofKey(recurring), clock, index);
  }
  await rewriteDonorSummaries(tx, keys);
  await recordAudit(tx, {
    ...audit,
    subjectType: 'donor',
    subjectId: null,
    after: { donationsAnonymized: gifts.length, recurringAnonymized: recurring.length, accountDeleted: !!user },
  });
  const names = namesOf(user, gifts);
  const [entries, deliveries] = await repo.listJsonMentions(
    tx,
    target,
    gifts.map((g) => g.id),
  );
  for (const e of entries) {
    await repo.setAuditJson(
      tx,
      e.id,
      scrubJson(e.before, target.emails, names),
      scrubJson(e.after, target.emails, names),
    );
  }
  for (const d of deliveries) await repo.setWebhookPayload(tx, d.id, scrubPayload(d.payload, target.emails, names));
  await repo.eraseTraces(tx, target);
  if (user) await tx.delete(users).where(eq(users.id, user.id));
  return { donations: gifts.length, recurring: recurring.length };
}

function scrubPayload(payload: string, emails: string[], names: string[]): string {
  try {
    return JSON.stringify(scrubJson(JSON.parse(payload), emails, names));
  } catch {
    return scrubJson(payload, emails, names) as string;
  }
}

async function refuseLastAdmin(tx: Tx, user: UserRow | undefined) {
  if (user?.role === 'admin' && (await repo.countOtherAdmins(tx, user.id)) === 0) {
    throw new AppError('CONFLICT', m.lastAdmin);
  }
}

/**
 * An account's erasure. Its address's guest gifts, messages and subscriptions are erased with it when the address
 * is verified, or when an administrator acts on the person's request (they checked who asks); a user who never
 * proved the address cannot erase what others gave under it.
 */
const targetOf = (user: UserRow, byAdmin: boolean): Erasure => {
  const email = user.email.toLowerCase();
  return {
    user,
    target: { userId: user.id, emails: [email], ownEmails: byAdmin || user.emailVerifiedAt ? [email] : [] },
  };
};

/**
 * POST /api/account/delete: the signed-in user, password re-entered, deletes their account. Their gifts stay as
 * anonymized financial records; the route ends the browser's session.
 */
export async function deleteOwnAccount(
  deps: PrivacyDeps,
  user: UserRow,
  password: string,
  ip: string | null,
): Promise<DeleteAccountResponse> {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('VALIDATION_FAILED', m.passwordWrong, { password: [m.passwordWrong] });
  }
  const erasure = targetOf(user, false);
  await deps.db.transaction((tx) => refuseLastAdmin(tx, user));
  const recurringCancelled = await settleWithProvider(deps, erasure);
  const counts = await deps.db.transaction(async (tx) => {
    await refuseLastAdmin(tx, user);
    return erase(tx, erasure, { actor: user, action: 'donor.account_deleted', ip });
  });
  return { message: m.accountDeleted, recurringCancelled, donationsAnonymized: counts.donations };
}

/**
 * POST /api/admin/donors/anonymize: an administrator erases a donor on request, by account or by guest address.
 * An address that belongs to an account erases the account too: the address would otherwise stay in it.
 */
export async function anonymizeDonor(
  deps: PrivacyDeps,
  admin: UserRow,
  input: AnonymizeDonorInput,
  ip: string | null,
): Promise<AnonymizeDonorResponse> {
  const user =
    input.userId !== undefined
      ? (await deps.db.select().from(users).where(eq(users.id, input.userId)))[0]
      : await findUserByEmail(deps.db, input.email!);
  if (input.userId !== undefined && !user) throw new AppError('NOT_FOUND', m.donorNotFound);
  const email = input.email?.toLowerCase() ?? '';
  const erasure: Erasure = user
    ? targetOf(user, true)
    : { user, target: { userId: null, emails: [email], ownEmails: [email] } };
  await deps.db.transaction((tx) => refuseLastAdmin(tx, user));
  const recurringCancelled = await settleWithProvider(deps, erasure);
  const counts = await deps.db.transaction(async (tx) => {
    await refuseLastAdmin(tx, user);
    return erase(tx, erasure, { actor: admin, action: 'donor.anonymized', ip });
  });
  return {
    message: m.donorAnonymized,
    donationsAnonymized: counts.donations,
    recurringAnonymized: counts.recurring,
    recurringCancelled,
    accountDeleted: !!user,
  };
}
