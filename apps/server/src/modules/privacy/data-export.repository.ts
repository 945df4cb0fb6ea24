import { and, asc, eq, inArray, isNull, or, sql, type Column } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  campaigns,
  contactMessages,
  donationRefunds,
  donations,
  onboardingProgress,
  onboardingTours,
  paymentMethods,
  recurringDonations,
  passkeys,
  sessions,
  updateSubscriptions,
} from '../../db/schema';

/** Rows under the address; none when the account's address is not verified (it proves nothing about who gave). */
const sameAddress = (column: Column, email: string | null) =>
  email === null ? sql`false` : sql`lower(${column}) = ${email.toLowerCase()}`;

/** The account's own gifts, and the guest gifts given with its address (not yet linked to it). */
const giftsOf = (t: { userId: Column; guestEmail: Column }, userId: number, email: string | null) =>
  or(eq(t.userId, userId), and(isNull(t.userId), sameAddress(t.guestEmail, email)));

export function listDonations(db: Executor, userId: number, email: string | null) {
  return db
    .select({ donation: donations, campaignTitle: campaigns.title })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(giftsOf(donations, userId, email))
    .orderBy(asc(donations.createdAt), asc(donations.id));
}

export function listRefunds(db: Executor, donationIds: number[]) {
  if (donationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      donationId: donationRefunds.donationId,
      amount: donationRefunds.amount,
      status: donationRefunds.status,
      createdAt: donationRefunds.createdAt,
      appliedAt: donationRefunds.appliedAt,
    })
    .from(donationRefunds)
    .where(inArray(donationRefunds.donationId, donationIds))
    .orderBy(asc(donationRefunds.id));
}

export function listRecurring(db: Executor, userId: number, email: string | null) {
  return db
    .select({ gift: recurringDonations, campaignTitle: campaigns.title })
    .from(recurringDonations)
    .innerJoin(campaigns, eq(campaigns.id, recurringDonations.campaignId))
    .where(giftsOf(recurringDonations, userId, email))
    .orderBy(asc(recurringDonations.createdAt), asc(recurringDonations.id));
}

/** Saved cards: what the wallet shows, never the provider's ids. */
export function listCards(db: Executor, userId: number) {
  return db
    .select({
      brand: paymentMethods.brand,
      last4: paymentMethods.last4,
      expiryMonth: paymentMethods.expiryMonth,
      expiryYear: paymentMethods.expiryYear,
      isDefault: paymentMethods.isDefault,
      createdAt: paymentMethods.createdAt,
    })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(asc(paymentMethods.id));
}

export function listSubscriptions(db: Executor, userId: number, email: string | null) {
  return db
    .select({
      campaignId: updateSubscriptions.campaignId,
      campaignTitle: campaigns.title,
      email: updateSubscriptions.email,
      subscribedAt: updateSubscriptions.subscribedAt,
      unsubscribedAt: updateSubscriptions.unsubscribedAt,
    })
    .from(updateSubscriptions)
    .innerJoin(campaigns, eq(campaigns.id, updateSubscriptions.campaignId))
    .where(or(eq(updateSubscriptions.userId, userId), sameAddress(updateSubscriptions.email, email)))
    .orderBy(asc(updateSubscriptions.id));
}

/** Sessions without their token hashes. */
export function listSessions(db: Executor, userId: number) {
  return db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
}

/** Passkeys by name and dates, without their credential ids and public keys. */
export function listPasskeys(db: Executor, userId: number) {
  return db
    .select({ name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.id));
}

export function listOnboarding(db: Executor, userId: number) {
  return db
    .select({
      tour: onboardingTours.name,
      isCompleted: onboardingProgress.isCompleted,
      isSkipped: onboardingProgress.isSkipped,
      currentStep: onboardingProgress.currentStep,
      startedAt: onboardingProgress.startedAt,
      completedAt: onboardingProgress.completedAt,
    })
    .from(onboardingProgress)
    .innerJoin(onboardingTours, eq(onboardingTours.id, onboardingProgress.tourId))
    .where(eq(onboardingProgress.userId, userId))
    .orderBy(asc(onboardingProgress.id));
}

export function listContactMessages(db: Executor, email: string | null) {
  return db
    .select({
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(sameAddress(contactMessages.email, email))
    .orderBy(asc(contactMessages.id));
}
