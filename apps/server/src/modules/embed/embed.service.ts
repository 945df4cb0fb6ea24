import { randomBytes } from 'node:crypto';
import {
  acceptsDonations,
  currencyOf,
  fundraiserPublicName,
  pickEmbedSettings,
  toWidgetSettings,
  campaignMessages,
  embedMessages,
  widgetMessages,
  type EmbedCode,
  type SavedEmbedSettings,
  type WidgetCampaign,
  type WidgetFundraiser,
} from '@causeway/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { ReadCache } from '../../lib/read-cache';
import { isPubliclyVisible } from '../campaigns/campaigns.service';
import * as repo from './embed.repository';
import { embedSnippets } from './embed-snippets';
import { publicMatchFigures } from '../matches/matches.service';

export interface EmbedDeps {
  db: Db;
  readCache: ReadCache;
  publicUrl: string;
}

/** 16 URL-safe characters: unguessable, and safe in an HTML id. */
const newUniqueId = () => randomBytes(12).toString('base64url');

/** Only active campaigns produce embed code (admin spec sections 2 and 4). */
function assertActive(campaign: repo.EmbedCampaignRow | undefined): asserts campaign is repo.EmbedCampaignRow {
  if (!campaign) throw new AppError('NOT_FOUND', campaignMessages.notFound);
  if (campaign.status !== 'active') throw new AppError('CONFLICT', embedMessages.onlyActive);
}

function toEmbedCode(publicUrl: string, campaign: repo.EmbedCampaignRow, code: repo.EmbedCodeRow): EmbedCode {
  return {
    ...embedSnippets(publicUrl, campaign, code.uniqueId),
    uniqueId: code.uniqueId,
    settings: pickEmbedSettings(campaign),
    generatedAt: code.updatedAt.toISOString(),
  };
}

/** GET /api/campaigns/{id}/embed: the campaign's current code; 404 until one is generated. */
export async function getEmbedCode(deps: EmbedDeps, campaignId: number): Promise<EmbedCode> {
  const campaign = await repo.findEmbedCampaign(deps.db, campaignId);
  assertActive(campaign);
  const code = await repo.findLatestCode(deps.db, campaignId);
  if (!code) throw new AppError('NOT_FOUND', embedMessages.notGenerated);
  return toEmbedCode(deps.publicUrl, campaign, code);
}

/**
 * POST /api/campaigns/{id}/embed: saves the embed settings on the campaign (the widget reads them live, so codes
 * already on other sites pick them up) and keeps the code's uniqueId unless `refresh` asks for a new one.
 */
export async function generateEmbedCode(
  deps: EmbedDeps,
  campaignId: number,
  input: Partial<SavedEmbedSettings> & { refresh: boolean },
): Promise<EmbedCode> {
  const result = await deps.db.transaction(async (tx) => {
    const campaign = await repo.findEmbedCampaign(tx, campaignId, true);
    assertActive(campaign);
    const settings = pickEmbedSettings(input);
    await repo.saveEmbedSettings(tx, campaignId, settings);
    const saved = { ...campaign, ...settings };
    const existing = await repo.findLatestCode(tx, campaignId);
    const uniqueId = existing && !input.refresh ? existing.uniqueId : newUniqueId();
    const { html } = embedSnippets(deps.publicUrl, campaign, uniqueId);
    const code = existing
      ? await repo.updateCode(tx, existing.id, { uniqueId, html, settings })
      : await repo.insertCode(tx, { campaignId, uniqueId, html, settings });
    return toEmbedCode(deps.publicUrl, saved, code);
  });
  deps.readCache.invalidate();
  return result;
}

/** The campaign as the widget shows it; 404 'Campaign not found' unless it is public. */
export async function getWidgetCampaign(db: Db, campaignId: number): Promise<WidgetCampaign> {
  const c = await repo.findEmbedCampaign(db, campaignId);
  if (!c || !isPubliclyVisible(c.status)) throw new AppError('NOT_FOUND', widgetMessages.notFound);
  return {
    id: c.id,
    title: c.title,
    status: c.status,
    acceptingDonations: acceptsDonations(c.status, c.endDate),
    // The campaign's currency (issue 26): the widget shows and takes amounts in it.
    currency: currencyOf(c.currency),
    goal: c.goal,
    currentAmount: c.currentAmount,
    featuredImageUrl: c.featuredImageUrl,
    ...toWidgetSettings(pickEmbedSettings(c)),
    // The live match and what sponsors matched (issue 24).
    ...(await publicMatchFigures(db, c.id)),
  };
}

/**
 * The supporter's page `?fundraiser={slug}` names (issue 25), when it is a visible page of the campaign taking gifts;
 * otherwise undefined, and the widget gives to the campaign directly rather than fail on the host's page.
 */
export async function getWidgetFundraiser(
  db: Db,
  campaignId: number,
  slug: string | undefined,
): Promise<WidgetFundraiser | undefined> {
  if (!slug) return undefined;
  const row = await repo.findGivingFundraiser(db, campaignId, slug);
  return row && { slug: row.slug, name: fundraiserPublicName(row), title: row.title };
}

/** The widget's data: the campaign, and the page it gives through when one was asked for and takes gifts. */
export async function getWidgetData(
  db: Db,
  campaignId: number,
  fundraiserSlug?: string,
): Promise<{ campaign: WidgetCampaign; fundraiser?: WidgetFundraiser }> {
  const campaign = await getWidgetCampaign(db, campaignId);
  const fundraiser = await getWidgetFundraiser(db, campaignId, fundraiserSlug);
  return fundraiser ? { campaign, fundraiser } : { campaign };
}
