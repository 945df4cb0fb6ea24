import { z } from 'zod';
import { errorEndpoints } from './errors';
import { operation } from './operation';
import { idParam } from './ids.schemas';
import { oneOf, pageNumberSchema, pageSchemaOf } from './paging.schemas';
import { errorLevels } from './admin';
import {
  ERROR_BATCH_MAX,
  ERROR_LIST_PAGE_SIZE,
  errorReportMessages as m,
  errorSources,
  errorStatusFilters,
} from './errors';

/**
 * Admin spec section 3, client error report payload. The message and stack caps are checked by the server after
 * this schema (413, not 400: the report is well formed, only too large). `userId` is accepted for the spec's
 * sake and ignored: the server takes the user from the session, so nobody can pin a report on another account.
 */
export const clientErrorReportSchema = z.object({
  message: z.string({ error: m.messageRequired }).trim().min(1, m.messageRequired),
  stack: z.string().nullish(),
  url: z.string().max(4096, m.urlTooLong).nullish(),
  userAgent: z.string().max(1024, m.userAgentTooLong).nullish(),
  userId: z.unknown().optional(),
  timestamp: z.iso.datetime({ offset: true, error: m.timestampInvalid }).nullish(),
});
export type ClientErrorReport = z.input<typeof clientErrorReportSchema>;

/** POST /api/errors/report: one report (the spec's payload) or a batch of them, always read as a list. */
export const errorReportBodySchema = z.preprocess(
  (body) => (Array.isArray(body) ? body : [body]),
  z.array(clientErrorReportSchema).min(1, m.batchEmpty).max(ERROR_BATCH_MAX, m.batchTooLarge),
);

export const errorReportReceiptSchema = z.object({
  /** The error ID of each report, in order (a repeat of a known error answers its group's ID). */
  ids: z.array(z.number()),
});

/** One group of identical reports (admin spec section 3, Error report, plus its count and first/last seen). */
export const errorReportSchema = z.object({
  id: z.number(),
  level: z.enum(errorLevels),
  source: z.enum(errorSources),
  message: z.string(),
  stack: z.string().nullable(),
  url: z.string().nullable(),
  userId: z.number().nullable(),
  environment: z.string().nullable(),
  method: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The last occurrence (the spec's timestamp); `firstSeenAt` is the first. */
  timestamp: z.string(),
  firstSeenAt: z.string(),
  count: z.number(),
  resolvedAt: z.string().nullable(),
});
export type ErrorReport = z.infer<typeof errorReportSchema>;

export const errorListQuerySchema = z.object({
  level: oneOf(errorLevels, 'level').optional(),
  status: oneOf(errorStatusFilters, 'status').default('open'),
  page: pageNumberSchema,
});
export type ErrorListQuery = z.input<typeof errorListQuerySchema>;

export const errorReportPageSchema = pageSchemaOf(errorReportSchema, ERROR_LIST_PAGE_SIZE);

/** GET /api/admin/errors/stats: open groups by level, and those seen in the last hour and 24 hours. */
export const errorStatsSchema = z.object({
  total: z.number(),
  critical: z.number(),
  errors: z.number(),
  warnings: z.number(),
  lastHour: z.number(),
  lastDay: z.number(),
});
export type ErrorStats = z.infer<typeof errorStatsSchema>;

export const errorIdParamsSchema = z.object({
  id: idParam(m.notFound),
});

/** PATCH /api/admin/errors/{id}: mark a group resolved, or open it again. */
export const errorUpdateSchema = z.object({
  resolved: z.boolean({ error: 'resolved must be true or false' }),
});

export const errorOperations = {
  report: operation(errorEndpoints.report, {
    access: 'public',
    summary: 'Reports up to 10 errors seen in the browser (capped message and stack); rate-limited per address',
    tags: ['errors'],
    body: errorReportBodySchema,
    responses: { 202: errorReportReceiptSchema },
  }),
  list: operation(errorEndpoints.list, {
    access: 'admin',
    summary: 'One page of error groups, newest first, by status and level',
    tags: ['admin/errors'],
    query: errorListQuerySchema,
    responses: { 200: errorReportPageSchema },
  }),
  stats: operation(errorEndpoints.stats, {
    access: 'admin',
    summary: 'Open error groups, and those seen in the last hour and the last 24 hours',
    tags: ['admin/errors'],
    responses: { 200: errorStatsSchema },
  }),
  update: operation(errorEndpoints.update, {
    access: 'admin',
    summary: 'Marks an error group resolved, or opens it again',
    tags: ['admin/errors'],
    params: errorIdParamsSchema,
    body: errorUpdateSchema,
    responses: { 200: errorReportSchema },
  }),
};
