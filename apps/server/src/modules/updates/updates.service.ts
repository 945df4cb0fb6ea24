import {
  campaignMessages,
  updateMessages as m,
  type CampaignUpdate,
  type updateInputSchema,
} from '@causeway/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { ReadCache } from '../../lib/read-cache';
import { toCampaignUpdate } from '../campaigns/campaigns.service';
import * as repo from './updates.repository';

type UpdateInput = z.output<typeof updateInputSchema>;
export interface UpdatesDeps {
  db: Db;
  readCache: ReadCache;
}

async function requireCampaign(db: Db, campaignId: number) {
  if (!(await repo.campaignExists(db, campaignId))) throw new AppError('NOT_FOUND', campaignMessages.notFound);
}
const notFound = () => new AppError('NOT_FOUND', m.notFound);
const values = (input: UpdateInput) => ({
  title: input.title,
  content: input.content,
  imageUrl: input.imageUrl ?? null,
  isPublic: input.isPublic,
});

/** POST /api/campaigns/{id}/updates, written by the signed-in administrator. */
export async function postUpdate(
  deps: UpdatesDeps,
  authorId: number,
  campaignId: number,
  input: UpdateInput,
): Promise<CampaignUpdate> {
  await requireCampaign(deps.db, campaignId);
  const row = await repo.insertUpdate(deps.db, { ...values(input), campaignId, authorId });
  deps.readCache.invalidate();
  return toCampaignUpdate(row);
}

/** PUT /api/campaigns/{id}/updates/{updateId}: keeps its date, so the list order does not change. */
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
  return toCampaignUpdate(row);
}

export async function removeUpdate(deps: UpdatesDeps, campaignId: number, id: number): Promise<void> {
  await requireCampaign(deps.db, campaignId);
  if (!(await repo.deleteUpdate(deps.db, campaignId, id))) throw notFound();
  deps.readCache.invalidate();
}
