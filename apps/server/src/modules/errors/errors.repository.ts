import { and, count, desc, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { ErrorLevel, ErrorStatusFilter } from '@causeway/contracts';
import type { Executor } from '../../db/client';
import { errorReports } from '../../db/schema';

export type ErrorReportRow = typeof errorReports.$inferSelect;
/** One group's new occurrences: `count` of them, the context of the latest, seen at `seenAt`. */
export type ErrorOccurrence = Omit<
  typeof errorReports.$inferInsert,
  'id' | 'lastSeenAt' | 'createdAt' | 'resolvedAt' | 'resolvedById'
> & { fingerprint: string; count: number; seenAt: Date };

/**
 * Adds occurrences to their groups in one statement: a new fingerprint makes a group, a known one counts up,
 * takes the latest context and opens again if it was resolved. Fingerprints must be distinct within one call
 * (PostgreSQL updates a row once per statement). Answers each group's ID by fingerprint.
 */
export async function upsertErrorGroups(db: Executor, occurrences: ErrorOccurrence[]): Promise<Map<string, number>> {
  if (occurrences.length === 0) return new Map();
  const rows = await db
    .insert(errorReports)
    .values(occurrences.map(({ seenAt, ...o }) => ({ ...o, createdAt: seenAt, lastSeenAt: seenAt })))
    .onConflictDoUpdate({
      target: errorReports.fingerprint,
      set: {
        count: sql`${errorReports.count} + excluded.count`,
        lastSeenAt: sql`greatest(${errorReports.lastSeenAt}, excluded.last_seen_at)`,
        url: sql`excluded.url`,
        userId: sql`excluded.user_id`,
        environment: sql`excluded.environment`,
        method: sql`excluded.method`,
        ip: sql`excluded.ip`,
        userAgent: sql`excluded.user_agent`,
        occurredAt: sql`excluded.occurred_at`,
        resolvedAt: null,
        resolvedById: null,
      },
    })
    .returning({ id: errorReports.id, fingerprint: errorReports.fingerprint });
  return new Map(rows.map((r) => [r.fingerprint, r.id]));
}

function listFilter(filter: { level?: ErrorLevel; status: ErrorStatusFilter }): SQL | undefined {
  return and(
    filter.level ? eq(errorReports.level, filter.level) : undefined,
    filter.status === 'open'
      ? isNull(errorReports.resolvedAt)
      : filter.status === 'resolved'
        ? isNotNull(errorReports.resolvedAt)
        : undefined,
  );
}

/** Latest occurrence first. */
export async function listErrorGroups(
  db: Executor,
  filter: { level?: ErrorLevel; status: ErrorStatusFilter },
  limit: number,
  offset: number,
): Promise<{ rows: ErrorReportRow[]; total: number }> {
  const where = listFilter(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(errorReports)
      .where(where)
      .orderBy(desc(errorReports.lastSeenAt), desc(errorReports.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(errorReports).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Open groups by level, and those whose latest occurrence is after each `since`. */
export async function countOpenErrorGroups(db: Executor, since: { hour: Date; day: Date }) {
  const open = isNull(errorReports.resolvedAt);
  const n = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const [row] = await db
    .select({
      total: n(sql`true`),
      critical: n(eq(errorReports.level, 'critical')),
      errors: n(eq(errorReports.level, 'error')),
      warnings: n(eq(errorReports.level, 'warning')),
      lastHour: n(sql`${errorReports.lastSeenAt} > ${since.hour}`),
      lastDay: n(sql`${errorReports.lastSeenAt} > ${since.day}`),
    })
    .from(errorReports)
    .where(open);
  return row ?? { total: 0, critical: 0, errors: 0, warnings: 0, lastHour: 0, lastDay: 0 };
}

export async function setErrorGroupResolved(
  db: Executor,
  id: number,
  resolved: { at: Date; byId: number } | null,
): Promise<ErrorReportRow | undefined> {
  const [row] = await db
    .update(errorReports)
    .set({ resolvedAt: resolved?.at ?? null, resolvedById: resolved?.byId ?? null })
    .where(eq(errorReports.id, id))
    .returning();
  return row;
}

export async function deleteErrorGroupsLastSeenBefore(db: Executor, before: Date): Promise<number> {
  const gone = await db
    .delete(errorReports)
    .where(lt(errorReports.lastSeenAt, before))
    .returning({ id: errorReports.id });
  return gone.length;
}
