import {
  currencyBounds,
  currencyOf,
  pickEmbedSettings,
  campaignFormMessages as m,
  campaignMessages,
  DUPLICATE_SUFFIX,
  type CampaignDeleteResult,
  type CampaignEdit,
  type CampaignInputParsed,
  type CampaignSaved,
  startOfUtcDay,
} from '@causeway/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { ReadCache } from '../../lib/read-cache';
import { assertOrganizationExists } from '../organizations/organizations.service';
import { getOrganizationSettings } from '../settings/settings.service';
import { saveImage, UPLOADS_URL_PREFIX, type PreparedImage } from '../uploads/uploads.service';
import * as repo from './campaign-admin.repository';
import { findCampaignWithRewards, toCampaign, toReward } from '../campaigns/campaigns.service';

export interface CampaignAdminDeps {
  db: Db;
  readCache: ReadCache;
  uploadsDir: string;
}
type Admin = { id: number };

const TITLE_MAX = 200;
const notFound = () => new AppError('NOT_FOUND', campaignMessages.notFound);
const rewardNotOwn = "This reward is not one of this campaign's rewards";

/** 'YYYY-MM-DD' means UTC midnight of that day; a full timestamp is taken as given. */
export function toUtcDate(value: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
}

/** The form replaces every field it holds: an optional field left out is cleared. */
function toCampaignValues(input: CampaignInputParsed) {
  return {
    title: input.title,
    shortDescription: input.shortDescription,
    description: input.description,
    category: input.category,
    goal: input.goal,
    startDate: toUtcDate(input.startDate),
    endDate: input.endDate ? toUtcDate(input.endDate) : null,
    status: input.status,
    organizationId: input.organizationId,
    featuredImageUrl: input.featuredImageUrl ?? null,
    ...pickEmbedSettings(input),
  };
}

async function loadCampaignEdit(db: Executor, id: number): Promise<CampaignEdit | undefined> {
  const found = await findCampaignWithRewards(db, id);
  if (!found) return undefined;
  const { row, rewards } = found;
  return { ...toCampaign(row), rewards: rewards.map(toReward), ...pickEmbedSettings(row.campaign) };
}

/** GET /api/admin/campaigns/{id}: any status, with rewards and embed settings. */
export async function getCampaignForEdit(db: Db, id: number): Promise<CampaignEdit> {
  const campaign = await loadCampaignEdit(db, id);
  if (!campaign) throw notFound();
  return campaign;
}

/**
 * The campaign's currency after this save (issue 26): the input's, else the current one (an edit) or the
 * organization's default (a new campaign). A change once a gift succeeded is refused; the goal is checked in the
 * resolved currency (the schema checked it in US dollars when the input named none).
 */
async function resolveCurrency(
  tx: Executor,
  input: CampaignInputParsed,
  current: string | undefined,
  campaignId: number | undefined,
): Promise<string> {
  const currency =
    input.currency ??
    (current !== undefined ? currencyOf(current) : (await getOrganizationSettings(tx)).defaultCurrency);
  if (campaignId !== undefined && current !== undefined && currency !== currencyOf(current)) {
    if (await repo.hasSucceededDonation(tx, campaignId)) throw new AppError('CONFLICT', m.currencyLocked);
  }
  if (input.currency === undefined) {
    const { minGoal, maxGoal } = currencyBounds(currency);
    const message =
      input.goal < minGoal ? m.goalMinOf(currency) : input.goal > maxGoal ? m.goalMaxOf(currency) : undefined;
    if (message) throw new AppError('VALIDATION_FAILED', message, { goal: [message] });
  }
  return currency;
}

/** Every listed reward id must be one of this campaign's (and listed once), checked before anything is written. */
async function checkRewardIds(db: Executor, campaignId: number | undefined, list: { id?: number }[]) {
  const own = new Set(campaignId === undefined ? [] : await repo.listRewardIds(db, campaignId));
  const fieldErrors: Record<string, string[]> = {};
  list.forEach((reward, index) => {
    if (reward.id === undefined) return;
    if (!own.delete(reward.id)) fieldErrors[`rewards.${index}.id`] = [rewardNotOwn];
  });
  if (Object.keys(fieldErrors).length > 0) throw new AppError('VALIDATION_FAILED', rewardNotOwn, fieldErrors);
}

/** The list is the campaign's new set: listed ids are updated, new entries inserted, the rest deleted. */
async function replaceRewards(tx: Executor, campaignId: number, list: NonNullable<CampaignInputParsed['rewards']>) {
  await repo.deleteRewardsExcept(
    tx,
    campaignId,
    list.flatMap((r) => (r.id === undefined ? [] : [r.id])),
  );
  for (const [index, reward] of list.entries()) {
    const values = {
      title: reward.title,
      description: reward.description,
      minimumAmount: reward.minimumAmount,
      imageUrl: reward.imageUrl ?? null,
      sortOrder: index,
    };
    if (reward.id === undefined) await repo.insertReward(tx, campaignId, values);
    else await repo.updateReward(tx, campaignId, reward.id, values);
  }
}

/**
 * POST /api/campaigns (no id) and PUT /api/campaigns/{id}, JSON or multipart. The organization and reward ids
 * are checked first, and an uploaded image is written last, so a refused form leaves no file or row behind.
 */
export async function saveCampaign(
  deps: CampaignAdminDeps,
  admin: Admin,
  input: CampaignInputParsed,
  opts: { id?: number; image?: PreparedImage } = {},
): Promise<CampaignSaved> {
  const saved = await deps.db.transaction(async (tx) => {
    const locked = opts.id !== undefined ? await repo.lockCampaign(tx, opts.id) : undefined;
    if (opts.id !== undefined && !locked) throw notFound();
    await assertOrganizationExists(tx, input.organizationId);
    if (input.rewards) await checkRewardIds(tx, opts.id, input.rewards);
    const currency = await resolveCurrency(tx, input, locked?.currency, opts.id);
    const values = { ...toCampaignValues(input), currency };
    if (opts.image) values.featuredImageUrl = `${UPLOADS_URL_PREFIX}${opts.image.fileName}`;
    let id = opts.id;
    if (id === undefined) id = await repo.insertCampaign(tx, { ...values, createdById: admin.id });
    else await repo.updateCampaign(tx, id, values);
    if (input.rewards) await replaceRewards(tx, id, input.rewards);
    if (opts.image) await saveImage(tx, deps.uploadsDir, opts.image, admin.id);
    return { id, campaign: (await loadCampaignEdit(tx, id))! };
  });
  deps.readCache.invalidate();
  return saved;
}

/** A campaign with any donation history is archived, never deleted (DECISIONS.md); otherwise it is gone. */
export async function deleteCampaign(deps: CampaignAdminDeps, id: number): Promise<CampaignDeleteResult> {
  const result = await deps.db.transaction(async (tx): Promise<CampaignDeleteResult> => {
    if (!(await repo.lockCampaign(tx, id))) throw notFound();
    if (await repo.hasDonationHistory(tx, id)) {
      await repo.updateCampaign(tx, id, { status: 'archived' });
      return { outcome: 'archived', message: m.archived };
    }
    // Rewards, updates and embed codes go with it (on delete cascade).
    await repo.deleteCampaign(tx, id);
    return { outcome: 'deleted', message: m.deleted };
  });
  deps.readCache.invalidate();
  return result;
}

/** A draft copy: same texts, goal, organization, image, embed settings and rewards; starts today, nothing raised. */
export async function duplicateCampaign(deps: CampaignAdminDeps, admin: Admin, id: number): Promise<CampaignSaved> {
  const saved = await deps.db.transaction(async (tx) => {
    const found = await findCampaignWithRewards(tx, id);
    if (!found) throw notFound();
    const c = found.row.campaign;
    const copyId = await repo.insertCampaign(tx, {
      title: `${c.title.slice(0, TITLE_MAX - DUPLICATE_SUFFIX.length).trimEnd()}${DUPLICATE_SUFFIX}`,
      shortDescription: c.shortDescription,
      description: c.description,
      category: c.category,
      goal: c.goal,
      currency: c.currency,
      status: 'draft',
      startDate: startOfUtcDay(new Date()),
      endDate: null,
      organizationId: c.organizationId,
      featuredImageUrl: c.featuredImageUrl,
      createdById: admin.id,
      ...pickEmbedSettings(c),
    });
    for (const [index, r] of found.rewards.entries()) {
      const { title, description, imageUrl, minimumAmount } = r;
      await repo.insertReward(tx, copyId, { title, description, imageUrl, minimumAmount, sortOrder: index });
    }
    return { id: copyId, campaign: (await loadCampaignEdit(tx, copyId))! };
  });
  deps.readCache.invalidate();
  return saved;
}
