import type { FastifyRequest } from 'fastify';
import { campaignInputSchema, type CampaignInputParsed } from '@causeway/contracts';
import { AppError } from '../../lib/errors';
import { validationError } from '../../lib/validation-error';
import { readMultipartForm } from '../uploads/multipart-form';
import { prepareImage, type PreparedImage } from '../uploads/uploads.service';

const rewardsNotJson = 'Rewards must be a JSON list';

/**
 * The multipart campaign form as the JSON body: every field arrives as text, so an empty field is absent, goal
 * and organizationId become numbers and `rewards` is JSON. Then the very schema of the JSON routes applies.
 */
export function parseCampaignFields(fields: Record<string, unknown>): CampaignInputParsed {
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value.trim() === '') continue;
    body[name] = value;
  }
  for (const name of ['goal', 'organizationId']) {
    if (typeof body[name] === 'string') body[name] = Number(body[name]);
  }
  if (typeof body.rewards === 'string') {
    try {
      body.rewards = JSON.parse(body.rewards);
    } catch {
      throw new AppError('VALIDATION_FAILED', rewardsNotJson, { rewards: [rewardsNotJson] });
    }
  }
  const parsed = campaignInputSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** POST /api/campaigns/upload and PUT /api/campaigns/{id}/upload: the fields, then the optional `featuredImage`. */
export async function readCampaignForm(
  request: FastifyRequest,
): Promise<{ input: CampaignInputParsed; image?: PreparedImage }> {
  const form = await readMultipartForm(request, 'featuredImage');
  // Fields first: a refused form costs no image decoding and stores nothing.
  const input = parseCampaignFields(form.fields);
  return { input, image: form.file ? await prepareImage(form.file) : undefined };
}
