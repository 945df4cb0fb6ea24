import {
  campaignMessages,
  updateMessages as m,
  updateEmailMessages,
  type CampaignUpdate,
  type postUpdateInputSchema,
  type UnsubscribeResponse,
  type UpdateSubscription,
  type updateInputSchema,
} from '@causeway/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { ReadCache } from '../../lib/read-cache';
import { verifySignedId } from '../../lib/signed-links';
import { toCampaignUpdate } from '../campaigns/campaigns.service';
import { emailUpdateToSubscribers, UNSUBSCRIBE_TOKEN_PURPOSE, type UpdateEmailLinks } from './update-emails';
import { endSubscription, findSubscription } from './update-subscriptions';
import * as repo from './updates.repository';

type UpdateInput = z.output<typeof updateInputSchema>;
export interface UpdatesDeps {
  db: Db;
  readCache: ReadCache;
  /** The update e-mails' links: the campaign page, and the signed unsubscribe links. */
  emailLinks: UpdateEmailLinks;
}

async function requireCampaign(db: Db, campaignId: number) {
  const campaign = await repo.findCampaignTitle(db, campaignId);
  if (!campaign) throw new AppError('NOT_FOUND', campaignMessages.notFound);
  return campaign;
}
const notFound = () => new AppError('NOT_FOUND', m.notFound);
const values = (input: UpdateInput) => ({
  title: input.title,
  content: input.content,
  imageUrl: input.imageUrl ?? null,
  isPublic: input.isPublic,
});

/**
 * POST /api/campaigns/{id}/updates, written by the signed-in administrator; with `emailSubscribers`, a public
 * update is also e-mailed to the campaign's subscribed donors, in the same transaction.
 */
export async function postUpdate(
  deps: UpdatesDeps,
  authorId: number,
  campaignId: number,
  input: z.output<typeof postUpdateInputSchema>,
): Promise<CampaignUpdate> {
  const campaign = await requireCampaign(deps.db, campaignId);
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await repo.insertUpdate(tx, { ...values(input), campaignId, authorId });
    if (!input.emailSubscribers || !input.isPublic) return inserted;
    return emailUpdateToSubscribers(tx, inserted, campaign, deps.emailLinks);
  });
  deps.readCache.invalidate();
  return toCampaignUpdate(row, true);
}

/** PUT /api/campaigns/{id}/updates/{updateId}: keeps its date, so the list order does not change; never e-mails. */
export async function editUpdate(
  deps: UpdatesDeps,
  campaignId: number,
  id: number,
  input: UpdateInput,
): Promise<CampaignUpdate> {
  await requireCampaign(deps.db, campaignId);
  const row = await repo.updateUpdate(deps.db, campaignId, id, values(input));
  if (!row) throw notFound();
  deps.readCache.invalidate();
  return toCampaignUpdate(row, true);
}

export async function removeUpdate(deps: UpdatesDeps, campaignId: number, id: number): Promise<void> {
  await requireCampaign(deps.db, campaignId);
  if (!(await repo.deleteUpdate(deps.db, campaignId, id))) throw notFound();
  deps.readCache.invalidate();
}

/** The subscription an unsubscribe link names; a tampered or unknown token is a 400 with one clear message. */
async function subscriptionOf(deps: UpdatesDeps, token: string) {
  const id = verifySignedId(deps.emailLinks.signingSecret, UNSUBSCRIBE_TOKEN_PURPOSE, token.trim());
  const subscription = id === null ? undefined : await findSubscription(deps.db, id);
  if (!subscription) {
    throw new AppError('VALIDATION_FAILED', updateEmailMessages.invalidToken, {
      token: [updateEmailMessages.invalidToken],
    });
  }
  return subscription;
}

/** Hides most of the address: the page shows which inbox the link is for to whoever holds it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  return `${local.slice(0, 1)}${'•'.repeat(Math.max(1, Math.min(local.length - 1, 6)))}${email.slice(at)}`;
}

/** GET /api/updates/subscription: what the unsubscribe page shows before the donor confirms. */
export async function getSubscription(deps: UpdatesDeps, token: string): Promise<UpdateSubscription> {
  const s = await subscriptionOf(deps, token);
  return { campaign: s.campaign, email: maskEmail(s.email), unsubscribed: s.unsubscribedAt !== null };
}

/** POST /api/updates/unsubscribe: the one-click target and the page's button; a repeat answers the same. */
export async function unsubscribe(deps: UpdatesDeps, token: string): Promise<UnsubscribeResponse> {
  const s = await subscriptionOf(deps, token);
  await endSubscription(deps.db, s.id);
  return { campaign: s.campaign, message: updateEmailMessages.unsubscribed(s.campaign.title) };
}
