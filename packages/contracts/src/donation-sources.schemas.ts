import { z } from 'zod';
import { campaignMessages } from './campaigns';
import { currencyCodes } from './currencies';
import {
  donationSourceEndpoints as e,
  donationSourceKinds,
  donationSourceMessages as m,
  SOURCE_REPORT_MAX_DAYS,
} from './donation-sources';
import { idParam } from './ids.schemas';
import { operation } from './operation';

const DAY_MS = 86_400_000;

/** A calendar day, YYYY-MM-DD, read as UTC; a real date only (2026-02-30 is refused). */
const day = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, m.badDate(field))
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, m.badDate(field));

/**
 * The report's range: whole UTC days, both included. Either may be left out: `to` is then today, `from` 29 days
 * before `to` (30 days in all).
 */
export const donationSourceQuerySchema = z
  .object({ from: day('from').optional(), to: day('to').optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: m.fromAfterTo, path: ['to'] })
  .refine(
    (q) =>
      !q.from ||
      !q.to ||
      (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / DAY_MS < SOURCE_REPORT_MAX_DAYS,
    { message: m.rangeTooLong, path: ['from'] },
  );
export type DonationSourceQuery = z.input<typeof donationSourceQuerySchema>;

export const donationSourceRowSchema = z.object({
  kind: z.enum(donationSourceKinds),
  value: z.string().nullable(),
  medium: z.string().nullable(),
  campaign: z.string().nullable(),
  gifts: z.number(),
  /** Minor units of `currency`, net of refunds. */
  amount: z.number(),
  /** Sources group by currency too (issue 26): no amount adds one currency to another. */
  currency: z.enum(currencyCodes),
});

/** One currency's gifts in the range, including those of sources past the listed ones. */
export const donationSourceTotalSchema = z.object({
  currency: z.enum(currencyCodes),
  gifts: z.number(),
  amount: z.number(),
});

export const donationSourceReportSchema = z.object({
  /** The range the report covers, as resolved (YYYY-MM-DD, both included). */
  from: z.string(),
  to: z.string(),
  /**
   * By currency (by code), and in each the sources that raised the most first (then most gifts, then by name).
   * When there are more than can be listed, each currency keeps its best: the list takes every currency's first
   * source before any currency's second.
   */
  rows: z.array(donationSourceRowSchema),
  /** Every gift in the range, one total per currency (by code); none without gifts. */
  totals: z.array(donationSourceTotalSchema),
  /** More sources than the listed ones gave in the range. */
  truncated: z.boolean(),
});
export type DonationSourceReport = z.infer<typeof donationSourceReportSchema>;

export const donationSourceOperations = {
  overview: operation(e.overview, {
    access: 'admin',
    summary: 'Succeeded gifts and their amount (net of refunds) by source over a date range, for the whole site',
    tags: ['admin/dashboard'],
    query: donationSourceQuerySchema,
    responses: { 200: donationSourceReportSchema },
  }),
  campaign: operation(e.campaign, {
    access: 'admin',
    summary: 'Succeeded gifts and their amount (net of refunds) by source over a date range, for one campaign',
    tags: ['admin/campaigns'],
    params: z.object({ id: idParam(campaignMessages.badId) }),
    query: donationSourceQuerySchema,
    responses: { 200: donationSourceReportSchema },
  }),
};
