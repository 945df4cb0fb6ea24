import { z } from 'zod';
import { idParam } from './ids.schemas';
import { campaignMessages } from './campaigns';
import { currencyCodes } from './currencies';
import {
  MATCH_SPONSOR_MAX,
  matchEndpoints as e,
  matchMessages as m,
  matchRatioPercents,
  type AdminMatch,
  type PublicMatch,
} from './matches';
import { operation } from './operation';

const dateTime = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine((v) => !Number.isNaN(Date.parse(v)), message)
    .transform((v) => new Date(v));

/**
 * POST /api/campaigns/{id}/matches and PUT …/matches/{matchId}: the cap in minor units of the campaign's currency
 * (the form takes major units). Its bounds depend on that currency (matchCapBounds), so the server checks them,
 * in that currency's words, once it knows the campaign; this only asks for a whole number.
 */
export const matchInputSchema = z
  .object({
    sponsorName: z
      .string({ error: m.sponsorRequired })
      .trim()
      .min(1, m.sponsorRequired)
      .max(MATCH_SPONSOR_MAX, m.sponsorMax),
    ratioPercent: z.number({ error: m.ratio }).refine((v) => (matchRatioPercents as number[]).includes(v), m.ratio),
    capAmount: z.number({ error: m.capMin }).int(m.capWhole),
    startsAt: dateTime(m.startsAt),
    endsAt: dateTime(m.endsAt),
  })
  .refine((v) => v.endsAt > v.startsAt, { path: ['endsAt'], message: m.endAfterStart });
export type MatchInput = z.input<typeof matchInputSchema>;

// Not campaigns.schemas' own: that module imports publicMatchSchema from here.
const campaignIdParamsSchema = z.object({ id: idParam(campaignMessages.badId) });

export const matchIdParamsSchema = z.object({
  id: idParam(campaignMessages.badId),
  matchId: idParam(m.notFound),
});

export const adminMatchSchema = z.object({
  id: z.number(),
  campaignId: z.number(),
  currency: z.enum(currencyCodes),
  sponsorName: z.string(),
  ratioPercent: z.number(),
  capAmount: z.number(),
  matchedAmount: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(['scheduled', 'live', 'ended']),
  createdAt: z.string(),
}) satisfies z.ZodType<AdminMatch>;

export const publicMatchSchema = z.object({
  sponsorName: z.string(),
  ratioPercent: z.number(),
  remainingAmount: z.number(),
  endsAt: z.string(),
}) satisfies z.ZodType<PublicMatch>;

export const matchOperations = {
  list: operation(e.list, {
    access: 'admin',
    summary: "A campaign's matches, newest start first, with what each has matched",
    tags: ['admin/matches'],
    params: campaignIdParamsSchema,
    responses: { 200: z.array(adminMatchSchema) },
  }),
  create: operation(e.create, {
    access: 'admin',
    summary: 'Adds a match to a campaign (409 when it would overlap another of its matches)',
    tags: ['admin/matches'],
    params: campaignIdParamsSchema,
    body: matchInputSchema,
    responses: { 201: adminMatchSchema },
  }),
  edit: operation(e.edit, {
    access: 'admin',
    summary: "Saves a match's sponsor, ratio, cap and times; the cap never below what it has matched",
    tags: ['admin/matches'],
    params: matchIdParamsSchema,
    body: matchInputSchema,
    responses: { 200: adminMatchSchema },
  }),
  end: operation(e.end, {
    access: 'admin',
    summary: 'Ends a match now; the gifts it matched stay matched',
    tags: ['admin/matches'],
    params: matchIdParamsSchema,
    responses: { 200: adminMatchSchema },
  }),
  remove: operation(e.remove, {
    access: 'admin',
    summary: 'Deletes a match that has matched nothing (409 otherwise: end it instead)',
    tags: ['admin/matches'],
    params: matchIdParamsSchema,
    responses: { 204: null },
  }),
};
