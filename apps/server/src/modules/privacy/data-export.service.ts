import type { Db } from '../../db/client';
import type { UserRow } from '../auth/auth.service';
import * as repo from './data-export.repository';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * GET /api/account/data-export: everything personal the platform holds about the signed-in user (the right of
 * access). Guest gifts given with the account's verified address are the user's too; secrets (password hash,
 * session and token hashes, authenticator secrets and recovery codes, passkeys' keys, provider ids) are not personal data of the user's and stay out.
 */
export async function exportOwnData(db: Db, user: UserRow, now = new Date()) {
  // Guest gifts, messages and subscriptions under the address are the user's only once they proved it is theirs.
  const email = user.emailVerifiedAt ? user.email : null;
  // One transaction: every list comes from the same moment.
  return db.transaction(async (tx) => {
    const [gifts, recurring, cards, subscriptions, sessions, onboarding, messages, passkeys] = await Promise.all([
      repo.listDonations(tx, user.id, email),
      repo.listRecurring(tx, user.id, email),
      repo.listCards(tx, user.id),
      repo.listSubscriptions(tx, user.id, email),
      repo.listSessions(tx, user.id),
      repo.listOnboarding(tx, user.id),
      repo.listContactMessages(tx, email),
      repo.listPasskeys(tx, user.id),
    ]);
    const refunds = await repo.listRefunds(
      tx,
      gifts.map((g) => g.donation.id),
    );
    const toDonation = ({ donation: d, campaignTitle }: (typeof gifts)[number]) => ({
      id: d.id,
      campaign: { id: d.campaignId, title: campaignTitle },
      amount: d.amount,
      feeAmount: d.feeAmount,
      currency: d.currency,
      status: d.status,
      donationType: d.donationType,
      interval: d.interval,
      receiptNumber: d.receiptNumber,
      refundedAmount: d.refundedAmount,
      refunds: refunds
        .filter((r) => r.donationId === d.id)
        .map((r) => ({ amount: r.amount, status: r.status, createdAt: iso(r.createdAt), appliedAt: iso(r.appliedAt) })),
      anonymous: d.anonymous,
      emailUpdates: d.emailUpdates,
      provider: d.provider,
      offlineMethod: d.offlineMethod,
      createdAt: iso(d.createdAt),
      succeededAt: iso(d.succeededAt),
      ...(d.userId === null
        ? { guestEmail: d.guestEmail, guestFirstName: d.guestFirstName, guestLastName: d.guestLastName }
        : {}),
    });
    return {
      exportedAt: now.toISOString(),
      account: {
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        username: user.username,
        role: user.role,
        createdAt: iso(user.createdAt),
        emailVerifiedAt: iso(user.emailVerifiedAt),
        emailUpdates: user.emailUpdates,
        // Whether codes are on, not the secret (see above).
        twoFactorEnabledAt: iso(user.totpEnabledAt),
      },
      donations: gifts.filter((g) => g.donation.userId === user.id).map(toDonation),
      guestDonations: gifts.filter((g) => g.donation.userId === null).map(toDonation),
      recurringDonations: recurring.map(({ gift: r, campaignTitle }) => ({
        id: r.id,
        campaign: { id: r.campaignId, title: campaignTitle },
        amount: r.amount,
        feeAmount: r.feeAmount,
        currency: r.currency,
        interval: r.interval,
        status: r.status,
        nextPaymentDate: iso(r.nextPaymentDate),
        createdAt: iso(r.createdAt),
        cancelledAt: iso(r.cancelledAt),
        ...(r.userId === null
          ? { guestEmail: r.guestEmail, guestFirstName: r.guestFirstName, guestLastName: r.guestLastName }
          : {}),
      })),
      savedCards: cards.map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
      updateSubscriptions: subscriptions.map((s) => ({
        campaign: { id: s.campaignId, title: s.campaignTitle },
        email: s.email,
        subscribedAt: iso(s.subscribedAt),
        unsubscribedAt: iso(s.unsubscribedAt),
      })),
      sessions: sessions.map((s) => ({
        createdAt: iso(s.createdAt),
        lastSeenAt: iso(s.lastSeenAt),
        expiresAt: iso(s.expiresAt),
        userAgent: s.userAgent,
        ip: s.ip,
      })),
      passkeys: passkeys.map((p) => ({ ...p, createdAt: iso(p.createdAt), lastUsedAt: iso(p.lastUsedAt) })),
      onboardingProgress: onboarding.map((o) => ({
        ...o,
        startedAt: iso(o.startedAt),
        completedAt: iso(o.completedAt),
      })),
      contactMessages: messages.map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
    };
  });
}
