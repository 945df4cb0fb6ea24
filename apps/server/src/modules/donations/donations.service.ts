import { createHash } from 'node:crypto';
import {
  acceptsDonations,
  formatAmount,
  coverFeeCents,
  type donationIntentRequestSchema,
  donationMessages as m,
  guestDetailsSchema,
  type DonationIntentResponse,
  type DonationStatusResponse,
  type SavedCardDonationResponse,
  type savedCardDonationRequestSchema,
  type savedCardRecurringRequestSchema,
  type Locale,
} from '@causeway/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { UserRow } from '../auth/auth.service';
import { providerCustomerFor } from '../payments/customers';
import { findCampaignForDonation, findReward } from '../campaigns/campaigns.service';
import { findOwnCard } from '../payment-methods/payment-methods.service';
import { getFeeCoverageSettings } from '../settings/settings.service';
import type { SettingsCache } from '../settings/settings-cache';
import type { PaymentProvider } from '../payments/payment-provider';
import { recordTribute } from '../tributes/tributes.service';
import { recordSupportMessage } from '../support-messages/support-messages.service';
import { checkGivingPage } from '../fundraiser-gifts/fundraiser-totals';
import * as repo from './donations.repository';
import { checkGiftAmount } from './gift-amount';

export type DonationIntentBody = z.output<typeof donationIntentRequestSchema>;

export interface DonationDeps {
  db: Db;
  provider: PaymentProvider;
  /** The process's settings cache (the fee-coverage option); the database when absent. */
  settings?: SettingsCache;
}

export interface DonationContext {
  user: UserRow | null;
  idempotencyKey?: string;
  type: 'one_time' | 'recurring';
  /** The language the request came in: the gift's receipt is written in it (issue 26). */
  locale?: Locale;
}

/** Checks everything about a gift before anything is written or any provider is called. */
async function checkDonation(deps: DonationDeps, input: DonationIntentBody, ctx: DonationContext) {
  const campaign = await findCampaignForDonation(deps.db, input.campaignId);
  // The amount first, as when the schema checked it in US dollars: now in the campaign's currency (issue 26).
  if (campaign) checkGiftAmount(input.amount, campaign.currency);
  if (!ctx.user) {
    const guest = guestDetailsSchema.safeParse(input);
    if (!guest.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of guest.error.issues) (fieldErrors[String(issue.path[0])] ??= []).push(issue.message);
      throw new AppError('VALIDATION_FAILED', m.guestDetailsMissing, fieldErrors);
    }
  }
  if (ctx.type === 'recurring' && !input.interval) {
    throw new AppError('VALIDATION_FAILED', m.intervalRequired, { interval: [m.intervalRequired] });
  }
  if (!campaign) throw new AppError('NOT_FOUND', m.campaignNotFound);
  if (!acceptsDonations(campaign.status, campaign.endDate)) {
    throw new AppError('CONFLICT', campaign.status === 'active' ? m.campaignEnded : m.campaignNotActive);
  }
  // A form loaded before an administrator withdrew the option must not add the fee anyway (Settings → Payment).
  if (input.coverFees && !(await getFeeCoverageSettings(deps.settings ?? deps.db)).offerFeeCoverage) {
    throw new AppError('VALIDATION_FAILED', m.feeCoverageUnavailable, { coverFees: [m.feeCoverageUnavailable] });
  }
  if (input.rewardId) {
    const reward = await findReward(deps.db, campaign.id, input.rewardId);
    if (!reward) throw new AppError('VALIDATION_FAILED', m.rewardNotFound, { rewardId: [m.rewardNotFound] });
    if (input.amount < reward.minimumAmount) {
      const message = m.belowRewardMinimum(formatAmount(reward.minimumAmount, campaign.currency));
      throw new AppError('VALIDATION_FAILED', message, { amount: [message] });
    }
  }
  // A gift through a supporter's page (issue 25): only a visible, active page of this campaign takes it.
  if (input.fundraiserId) await checkGivingPage(deps.db, campaign.id, input.fundraiserId);
  return campaign;
}

interface StartedDonation {
  donationId: number;
  paymentIntentId: string;
  clientSecret: string;
  totalAmount: number;
}

/**
 * A pending donation and the provider's intent, recorded on the donation before anything can pay it, so the
 * outcome's event always finds it. The donation moves on only through provider events (payment-events.ts).
 */
async function startDonation(
  deps: DonationDeps,
  input: DonationIntentBody,
  ctx: DonationContext,
  campaign: { id: number; title: string; currency: string },
  saveCard: boolean,
): Promise<StartedDonation> {
  const user = ctx.user;
  // Every amount of the gift is in its campaign's currency (issue 26): the fee, the row, the provider's charge.
  const currency = campaign.currency;
  const feeAmount = input.coverFees ? coverFeeCents(input.amount, currency) : 0;
  const donationId = await repo.insertPendingDonation(deps.db, {
    campaignId: campaign.id,
    currency,
    userId: user?.id ?? null,
    amount: input.amount,
    feeAmount,
    donationType: ctx.type,
    interval: ctx.type === 'recurring' ? input.interval : null,
    provider: deps.provider.name,
    guestEmail: user ? null : input.guestEmail,
    guestFirstName: user ? null : input.guestFirstName,
    guestLastName: user ? null : input.guestLastName,
    anonymous: input.anonymousDonation,
    savePaymentMethod: Boolean(user) && input.savePaymentMethod,
    rewardId: input.rewardId ?? null,
    emailUpdates: input.emailUpdates,
    sourceUtmSource: input.source?.utmSource ?? null,
    sourceUtmMedium: input.source?.utmMedium ?? null,
    sourceUtmCampaign: input.source?.utmCampaign ?? null,
    sourceHostOrigin: input.source?.hostOrigin ?? null,
    sourceReferrerHost: input.source?.referrerHost ?? null,
    fundraiserId: input.fundraiserId ?? null,
    locale: ctx.locale ?? null,
  });
  try {
    // Kept with the pending gift, so they are deleted with it below if the provider fails.
    if (input.tribute) await recordTribute(deps.db, donationId, input.tribute);
    if (input.supportMessage?.body) {
      await recordSupportMessage(deps.db, donationId, campaign.id, input.supportMessage);
    }
    const email = user?.email ?? input.guestEmail!;
    const name = user
      ? `${user.firstName} ${user.lastName}`.trim() || user.username
      : `${input.guestFirstName} ${input.guestLastName}`;
    // A donor's gifts and cards stay under one customer; a guest's recurring gift needs one of its own.
    const customerId = user
      ? await providerCustomerFor(deps.db, deps.provider, user)
      : ctx.type === 'recurring'
        ? await deps.provider.createCustomer({ email, name })
        : undefined;
    const request = {
      donationId,
      amount: input.amount + feeAmount,
      currency,
      customerId,
      saveCard,
      description: `Donation to ${campaign.title}`,
      receiptEmail: email,
      metadata: { causeway_donation_id: String(donationId), causeway_campaign_id: String(campaign.id) },
    };
    const intent =
      ctx.type === 'recurring'
        ? await deps.provider.createSubscription({ ...request, interval: input.interval!, customerId: customerId! })
        : await deps.provider.createPaymentIntent(request);
    await repo.attachIntent(deps.db, donationId, intent.paymentIntentId, intent.subscriptionId);
    // Remembered as chosen, either way; the subscription itself waits for the payment (payment-events.ts).
    if (user) await repo.rememberEmailUpdatesChoice(deps.db, user.id, input.emailUpdates);
    return {
      donationId,
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      totalAmount: input.amount + feeAmount,
    };
  } catch (error) {
    // Nothing half-written: without an intent the pending donation means nothing.
    await repo.deleteDonation(deps.db, donationId);
    throw error;
  }
}

/** Runs `work` once per Idempotency-Key: a repeat with the same body gets the first answer back. */
async function once<T>(deps: DonationDeps, ctx: DonationContext, scope: string, body: unknown, work: () => Promise<T>) {
  if (!ctx.idempotencyKey) return work();
  const key = `${scope}:${ctx.user?.id ?? 'guest'}:${ctx.idempotencyKey}`;
  const requestHash = createHash('sha256')
    .update(JSON.stringify([ctx.type, body]))
    .digest('hex');
  const previous = await repo.claimIdempotencyKey(deps.db, key, requestHash);
  if (previous) {
    if (previous.requestHash !== requestHash) throw new AppError('CONFLICT', m.idempotencyReused);
    if (!previous.response)
      throw new AppError('CONFLICT', 'The first request with this Idempotency-Key is still running.');
    return previous.response as T;
  }
  try {
    const response = await work();
    await repo.storeIdempotentResponse(deps.db, key, response);
    return response;
  } catch (error) {
    await repo.releaseIdempotencyKey(deps.db, key);
    throw error;
  }
}

/** POST /api/donations/create-payment-intent and create-subscription-intent: the browser pays the intent. */
export async function createDonationIntent(
  deps: DonationDeps,
  input: DonationIntentBody,
  ctx: DonationContext,
): Promise<DonationIntentResponse> {
  const campaign = await checkDonation(deps, input, ctx);
  return once(deps, ctx, 'donation', input, async () => {
    const saveCard = Boolean(ctx.user) && (input.savePaymentMethod || ctx.type === 'recurring');
    const started = await startDonation(deps, input, ctx, campaign, saveCard);
    return { clientSecret: started.clientSecret, donationId: started.donationId, totalAmount: started.totalAmount };
  });
}

export type SavedCardBody =
  z.output<typeof savedCardRecurringRequestSchema> | z.output<typeof savedCardDonationRequestSchema>;

/** POST /api/donations and POST /api/recurring-donations: a signed-in donor pays with a saved card. */
export async function donateWithSavedCard(
  deps: DonationDeps & { returnUrl: string },
  input: SavedCardBody,
  ctx: DonationContext & { user: UserRow },
): Promise<SavedCardDonationResponse> {
  const body: DonationIntentBody = {
    ...input,
    interval: 'interval' in input ? input.interval : undefined,
    savePaymentMethod: false,
  };
  const campaign = await checkDonation(deps, body, ctx);
  const card = await findOwnCard(deps.db, ctx.user.id, input.paymentMethodId, deps.provider.name);
  return once(deps, ctx, 'saved-card-donation', input, async () => {
    if (input.replacesDonationId) await abandonStepOneDonation(deps, input.replacesDonationId, ctx.user.id);
    const started = await startDonation(deps, body, ctx, campaign, true);
    const charge = await deps.provider.confirmWithSavedCard(
      started.paymentIntentId,
      card.providerPaymentMethodId,
      deps.returnUrl,
    );
    return {
      donationId: started.donationId,
      status: charge.status,
      paymentIntentId: started.paymentIntentId,
      clientSecret: charge.clientSecret,
      totalAmount: started.totalAmount,
      ...(charge.message ? { message: charge.message } : {}),
      ...(charge.nextActionUrl ? { nextActionUrl: charge.nextActionUrl } : {}),
    };
  });
}

/**
 * The donation page creates an intent when the donor continues to payment; paying with a saved card instead
 * replaces it. Only the donor's own, still pending donation is touched: its intent is cancelled at the
 * provider (so it can never be paid later) and the row removed, instead of lingering as a failed attempt.
 */
async function abandonStepOneDonation(deps: DonationDeps, donationId: number, userId: number) {
  const pending = await repo.findPendingDonationOf(deps.db, donationId, userId);
  if (!pending) return;
  if (pending.paymentIntentId) await deps.provider.cancelPaymentIntent(pending.paymentIntentId);
  await repo.deleteDonation(deps.db, pending.id);
}

/** GET /api/donations/status: what the success page shows, verified with our own records. */
export async function getDonationStatus(
  db: Db,
  provider: string,
  paymentIntentId: string,
): Promise<DonationStatusResponse> {
  const found = await repo.findDonationByIntent(db, provider, paymentIntentId);
  if (!found) throw new AppError('NOT_FOUND', 'No donation was found for this payment.');
  const d = found.donation;
  return {
    donationId: d.id,
    status: d.status,
    amount: d.amount,
    feeAmount: d.feeAmount,
    donationType: d.donationType,
    interval: d.interval,
    campaign: { id: d.campaignId, title: found.campaignTitle },
    failureMessage: d.failureMessage,
  };
}
