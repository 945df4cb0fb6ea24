import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  campaignMessages,
  currencyOf,
  FUNDRAISER_LEADERBOARD_PAGE_SIZE,
  fundraiserMessages as m,
  type AdminFundraiser,
  type adminFundraiserPageSchema,
  type CurrencyCode,
  type FundraisingSettings,
} from '@causeway/contracts';
import type { Db } from '../../db/client';
import { campaigns, fundraisers } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../audit-log/audit-log.service';
import { checkGoal, type FundraiserDeps } from './fundraisers.service';
import * as repo from './fundraisers.repository';

// An administrator's side of peer-to-peer fundraising: the campaign's setting and the moderation of its pages.
// The access guard has refused anyone but an administrator before any of these runs.

/** Who moderates, for the audit entry each change writes in its own transaction. */
export interface AuditContext {
  actor: AuditActor;
  ip: string;
}

const settingsOf = (campaign: repo.CampaignRow): FundraisingSettings => ({
  enabled: campaign.fundraisingEnabled,
  suggestedGoal: campaign.fundraiserSuggestedGoal,
  guide: campaign.fundraiserGuide,
});

export async function fundraisingSettings(db: Db, campaignId: number): Promise<FundraisingSettings> {
  const campaign = await repo.findCampaign(db, campaignId);
  if (!campaign) throw new AppError('NOT_FOUND', campaignMessages.notFound);
  return settingsOf(campaign);
}

/** Saves the setting; the campaign's public detail carries it (`fundraising`), so the read cache is cleared. */
export async function saveFundraisingSettings(
  deps: FundraiserDeps,
  campaignId: number,
  input: FundraisingSettings,
): Promise<FundraisingSettings> {
  const campaign = await repo.findCampaign(deps.db, campaignId);
  if (!campaign) throw new AppError('NOT_FOUND', campaignMessages.notFound);
  // The suggested goal is a page's goal, in the campaign's currency (issue 26).
  if (input.suggestedGoal !== null) checkGoal(input.suggestedGoal, campaign.currency, 'suggestedGoal');
  const [saved] = await deps.db
    .update(campaigns)
    .set({
      fundraisingEnabled: input.enabled,
      fundraiserSuggestedGoal: input.suggestedGoal,
      fundraiserGuide: input.guide,
      updatedAt: sql`now()`,
    })
    .where(eq(campaigns.id, campaignId))
    .returning();
  if (!saved) throw new AppError('NOT_FOUND', campaignMessages.notFound);
  deps.readCache.invalidate();
  return settingsOf(saved);
}

/** A page as administrators see it; its goal and raised amount are in its campaign's currency (issue 26). */
function toAdminFundraiser(row: repo.AdminRow, currency: CurrencyCode): AdminFundraiser {
  const fullName = `${row.ownerFirstName} ${row.ownerLastName}`.trim();
  return {
    id: row.page.id,
    slug: row.page.slug,
    title: row.page.title,
    ownerName: fullName || row.ownerUsername,
    ownerEmail: row.ownerEmail,
    teamName: row.teamName,
    goal: row.page.goal,
    raisedAmount: row.page.raisedAmount,
    currency,
    giftCount: row.page.giftCount,
    status: row.page.status,
    hidden: row.page.hiddenAt !== null,
    createdAt: row.page.createdAt.toISOString(),
  };
}

export async function adminFundraisers(
  db: Db,
  campaignId: number,
  query: { q?: string; page: number },
): Promise<z.infer<typeof adminFundraiserPageSchema>> {
  const campaign = await repo.findCampaign(db, campaignId);
  if (!campaign) throw new AppError('NOT_FOUND', campaignMessages.notFound);
  const { rows, total } = await repo.adminPage(db, campaignId, {
    q: query.q,
    limit: FUNDRAISER_LEADERBOARD_PAGE_SIZE,
    offset: (query.page - 1) * FUNDRAISER_LEADERBOARD_PAGE_SIZE,
  });
  const currency = currencyOf(campaign.currency);
  return {
    items: rows.map((row) => toAdminFundraiser(row, currency)),
    total,
    page: query.page,
    pageSize: FUNDRAISER_LEADERBOARD_PAGE_SIZE,
  };
}

/**
 * Hides or shows a page: a hidden page answers 404 to the public and leaves the leaderboards and its team's list;
 * its totals stay in its team's (the money was given). Idempotent.
 */
export async function setFundraiserHidden(
  deps: FundraiserDeps,
  audit: AuditContext,
  fundraiserId: number,
  hidden: boolean,
): Promise<AdminFundraiser> {
  const changed = await deps.db.transaction(async (tx) => {
    const [page] = await tx.select().from(fundraisers).where(eq(fundraisers.id, fundraiserId)).for('update');
    if (!page) throw new AppError('NOT_FOUND', m.notFound);
    if ((page.hiddenAt !== null) === hidden) return false;
    await tx
      .update(fundraisers)
      .set({ hiddenAt: hidden ? sql`now()` : null, updatedAt: sql`now()` })
      .where(eq(fundraisers.id, fundraiserId));
    await recordAudit(tx, {
      actor: audit.actor,
      action: hidden ? 'fundraiser.hidden' : 'fundraiser.unhidden',
      subjectType: 'fundraiser',
      subjectId: fundraiserId,
      before: { hidden: !hidden, title: page.title },
      after: { hidden },
      ip: audit.ip,
    });
    return true;
  });
  if (changed) deps.readCache.invalidate();
  const row = (await repo.findAdminRow(deps.db, fundraiserId))!;
  return toAdminFundraiser(row, currencyOf((await repo.findCampaign(deps.db, row.page.campaignId))?.currency));
}

/**
 * Removes a page in one transaction: its team's totals lose the page's, and the row goes (its gifts' and recurring
 * gifts' fundraiser_id become null by their foreign keys, so they count as direct gifts to the campaign, whose
 * total does not change). Lock order as the payment paths: page, then team.
 */
export async function removeFundraiser(
  deps: FundraiserDeps,
  audit: AuditContext,
  fundraiserId: number,
): Promise<{ message: string }> {
  await deps.db.transaction(async (tx) => {
    const [page] = await tx.select().from(fundraisers).where(eq(fundraisers.id, fundraiserId)).for('update');
    if (!page) throw new AppError('NOT_FOUND', m.notFound);
    if (page.teamId !== null) await repo.moveTeamTotals(tx, page.teamId, page, -1);
    await tx.delete(fundraisers).where(eq(fundraisers.id, fundraiserId));
    await recordAudit(tx, {
      actor: audit.actor,
      action: 'fundraiser.removed',
      subjectType: 'fundraiser',
      subjectId: fundraiserId,
      before: { title: page.title, campaignId: page.campaignId, raisedAmount: page.raisedAmount },
      after: null,
      ip: audit.ip,
    });
  });
  deps.readCache.invalidate();
  return { message: m.removed };
}
