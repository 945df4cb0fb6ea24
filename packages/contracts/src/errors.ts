import type { ErrorLevel } from './admin';
import type { Endpoint } from './operation';

/** Where a report comes from: the browser's reporter, or the API server's own 5xx answers. */
export const errorSources = ['client', 'server'] as const;
export type ErrorSource = (typeof errorSources)[number];

/** Issue 8: a report's message and stack are capped (413 beyond); the browser trims to these before sending. */
export const ERROR_MESSAGE_MAX_CHARS = 2048;
export const ERROR_STACK_MAX_CHARS = 16_384;
/** Reports one request may carry: the browser batches a burst into one call. */
export const ERROR_BATCH_MAX = 10;
export const ERROR_LIST_PAGE_SIZE = 20;
/** Admin spec section 9: the error list and its figures are polled every 30 s. */
export const ERROR_POLL_MS = 30_000;
/** Groups whose last occurrence is older than this are pruned by the daily job. */
export const ERROR_KEEP_DAYS = 30;

/** The list's resolved-state filter: open groups by default. */
export const errorStatusFilters = ['open', 'resolved', 'all'] as const;
export type ErrorStatusFilter = (typeof errorStatusFilters)[number];

export const errorLevelLabels: Record<ErrorLevel, string> = {
  critical: 'Critical',
  error: 'Error',
  warning: 'Warning',
};

export const errorReportMessages = {
  messageRequired: 'Error message is required',
  messageTooLarge: `Error message must be at most ${ERROR_MESSAGE_MAX_CHARS} characters`,
  stackTooLarge: `Stack trace must be at most ${ERROR_STACK_MAX_CHARS} characters`,
  batchEmpty: 'Send at least one error report',
  batchTooLarge: `Send at most ${ERROR_BATCH_MAX} error reports at a time`,
  urlTooLong: 'URL must be at most 4096 characters',
  userAgentTooLong: 'User agent must be at most 1024 characters',
  timestampInvalid: 'Timestamp must be an ISO 8601 date and time',
  tooMany: 'Too many error reports from this address. Please wait a minute.',
  notFound: 'Error report not found',
  emptyTitle: 'No errors found',
  emptyDescription: 'Your application is running smoothly with no recent errors',
} as const;

/** Error monitoring (issue 8, admin spec section 9): where its operations live (operation.ts). */
export const errorEndpoints = {
  report: { method: 'POST', path: '/api/errors/report' },
  list: { method: 'GET', path: '/api/admin/errors' },
  stats: { method: 'GET', path: '/api/admin/errors/stats' },
  update: { method: 'PATCH', path: '/api/admin/errors/:id' },
} as const satisfies Record<string, Endpoint>;
