import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';

/** The administrator who acted: the signed-in user of an admin route. */
export interface AuditActor {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

/** What an audit entry is about; a donation's timeline reads the entries with subject 'donation'. */
export type AuditSubjectType =
  | 'donation'
  | 'donor'
  | 'recurring'
  | 'webhook_endpoint'
  | 'campaign_update'
  // An administrator's own sign-in security (issue 27): subjectId is the account's id.
  | 'account'
  | 'settings'
  // A supporter's fundraising page (issue 25), hidden, shown again or removed by an administrator.
  | 'fundraiser';

export interface AuditEntryInput {
  actor: AuditActor;
  /** What was done, as a dotted verb: 'donation.refund_requested', 'donation.receipt_resent', … */
  action: string;
  subjectType: AuditSubjectType;
  subjectId: number | null;
  /** The fields the action changed, as they were and as they became (null when there was nothing before). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  ip?: string | null;
}

const actorNameOf = (actor: AuditActor) => `${actor.firstName} ${actor.lastName}`.trim() || actor.email;

/**
 * Writes one audit entry. Call it with the transaction that makes the change, so an action that is rolled back
 * leaves no entry and one that commits always has its entry.
 */
export async function recordAudit(executor: Executor, entry: AuditEntryInput): Promise<void> {
  await executor.insert(auditLog).values({
    actorId: entry.actor.id,
    actorName: actorNameOf(entry.actor),
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}

export interface AuditEntry {
  id: number;
  actorId: number | null;
  actorName: string;
  action: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

/** A subject's entries, oldest first (a timeline). */
export async function listAuditEntries(
  executor: Executor,
  subjectType: AuditSubjectType,
  subjectId: number,
): Promise<AuditEntry[]> {
  return executor
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorName: auditLog.actorName,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, subjectId)))
    .orderBy(asc(auditLog.id));
}

/**
 * An action on an account's own sign-in security (issue 27 point 6: sign-ins, password, codes, passkeys,
 * sessions), audited when the account is an administrator's; a donor's are not. Never a secret or a code.
 */
export async function auditAdminAccount(
  executor: Executor,
  user: AuditActor & { role: string },
  action: string,
  details: { before?: Record<string, unknown>; after?: Record<string, unknown>; ip?: string | null } = {},
): Promise<void> {
  if (user.role !== 'admin') return;
  await recordAudit(executor, { actor: user, action, subjectType: 'account', subjectId: user.id, ...details });
}
