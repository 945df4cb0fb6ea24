import {
  ERROR_KEEP_DAYS,
  ERROR_LIST_PAGE_SIZE,
  ERROR_MESSAGE_MAX_CHARS,
  ERROR_STACK_MAX_CHARS,
  errorReportMessages,
  type ErrorLevel,
  type ErrorReport,
  type ErrorSource,
  type ErrorStats,
  type ErrorStatusFilter,
  subDays,
} from '@causeway/contracts';
import { subHours } from 'date-fns';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { assignErrorLevel } from './error-level';
import { fingerprintError } from './error-fingerprint';
import * as repo from './errors.repository';
import { redactUrl } from './redact-url';

export interface ErrorsDeps {
  db: Db;
  /** The deployment's name (APP_ENV), stamped on every report. */
  environment: string;
  /** The clock of "seen" times and of the stats' windows; tests pass their own. */
  now: () => Date;
}

/** What one occurrence of an error says about itself, before level and fingerprint. */
export interface ErrorEvent {
  source: ErrorSource;
  message: string;
  stack: string | null;
  url: string | null;
  userId: number | null;
  method: string | null;
  ip: string | null;
  userAgent: string | null;
  occurredAt: Date | null;
}

/**
 * Records occurrences: the level is assigned here, never taken from the sender; the URL loses secrets; identical
 * events (same fingerprint) in one call are one group that counts up. Answers each event's error ID, in order.
 */
export async function recordErrorEvents(
  deps: Pick<ErrorsDeps, 'db' | 'environment' | 'now'>,
  events: ErrorEvent[],
): Promise<number[]> {
  const seenAt = deps.now();
  const groups = new Map<string, repo.ErrorOccurrence>();
  const fingerprints = events.map((event) => {
    const fingerprint = fingerprintError(event);
    const known = groups.get(fingerprint);
    const occurrence: repo.ErrorOccurrence = {
      ...event,
      url: redactUrl(event.url),
      fingerprint,
      level: assignErrorLevel(event),
      environment: deps.environment,
      count: (known?.count ?? 0) + 1,
      seenAt,
    };
    groups.set(fingerprint, occurrence);
    return fingerprint;
  });
  const ids = await repo.upsertErrorGroups(deps.db, [...groups.values()]);
  return fingerprints.map((f) => ids.get(f)!);
}

export interface ClientReport {
  message: string;
  stack?: string | null;
  url?: string | null;
  userAgent?: string | null;
  timestamp?: string | null;
}

/**
 * POST /api/errors/report (issue 8), once the route has counted it against its address's limit: size-capped
 * (413: a report the browser should have trimmed), then recorded with the request's method, address and
 * signed-in user.
 */
export async function submitClientReports(
  deps: ErrorsDeps,
  reports: ClientReport[],
  request: { ip: string; method: string; userId: number | null; userAgent: string | undefined },
): Promise<{ ids: number[] }> {
  for (const report of reports) {
    if (report.message.length > ERROR_MESSAGE_MAX_CHARS) {
      throw new AppError('PAYLOAD_TOO_LARGE', errorReportMessages.messageTooLarge);
    }
    if ((report.stack?.length ?? 0) > ERROR_STACK_MAX_CHARS) {
      throw new AppError('PAYLOAD_TOO_LARGE', errorReportMessages.stackTooLarge);
    }
  }
  const ids = await recordErrorEvents(
    deps,
    reports.map((report) => ({
      source: 'client',
      message: report.message,
      stack: report.stack || null,
      url: report.url || null,
      // The reporting browser's own header when the payload leaves it out.
      userAgent: report.userAgent || request.userAgent?.slice(0, 1024) || null,
      occurredAt: report.timestamp ? new Date(report.timestamp) : null,
      userId: request.userId,
      method: request.method,
      ip: request.ip,
    })),
  );
  return { ids };
}

function toErrorReport(row: repo.ErrorReportRow): ErrorReport {
  return {
    id: row.id,
    level: row.level,
    source: row.source,
    message: row.message,
    stack: row.stack,
    url: row.url,
    userId: row.userId,
    environment: row.environment,
    method: row.method,
    ip: row.ip,
    userAgent: row.userAgent,
    timestamp: row.lastSeenAt.toISOString(),
    firstSeenAt: row.createdAt.toISOString(),
    count: row.count,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

/** GET /api/admin/errors: groups, latest occurrence first, by level and resolved state. */
export async function listErrorReports(
  db: Db,
  query: { level?: ErrorLevel; status: ErrorStatusFilter; page: number },
): Promise<{ items: ErrorReport[]; total: number; page: number; pageSize: typeof ERROR_LIST_PAGE_SIZE }> {
  const offset = (query.page - 1) * ERROR_LIST_PAGE_SIZE;
  const { rows, total } = await repo.listErrorGroups(db, query, ERROR_LIST_PAGE_SIZE, offset);
  return { items: rows.map(toErrorReport), total, page: query.page, pageSize: ERROR_LIST_PAGE_SIZE };
}

/** GET /api/admin/errors/stats: open groups; "last hour" and "last 24 h" by each group's latest occurrence. */
export async function getErrorStats(deps: Pick<ErrorsDeps, 'db' | 'now'>): Promise<ErrorStats> {
  const now = deps.now();
  return repo.countOpenErrorGroups(deps.db, { hour: subHours(now, 1), day: subDays(now, 1) });
}

/** PATCH /api/admin/errors/{id}: resolve a group (until the error comes back), or open it again. */
export async function setErrorResolved(
  deps: Pick<ErrorsDeps, 'db' | 'now'>,
  id: number,
  resolved: boolean,
  adminId: number,
): Promise<ErrorReport> {
  const row = await repo.setErrorGroupResolved(deps.db, id, resolved ? { at: deps.now(), byId: adminId } : null);
  if (!row) throw new AppError('NOT_FOUND', errorReportMessages.notFound);
  return toErrorReport(row);
}

/** The daily prune: groups not seen for ERROR_KEEP_DAYS days. */
export function pruneOldErrorReports(db: Executor, now: Date): Promise<number> {
  return repo.deleteErrorGroupsLastSeenBefore(db, subDays(now, ERROR_KEEP_DAYS));
}
