import { describeUserAgent, securityMessages, type AccountSession } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { LiveSession } from '../auth/auth.service';
import { auditAdminAccount } from '../audit-log/audit-log.service';
import { getSecuritySettings, type SettingsSource } from '../settings/settings.service';
import { deleteOtherSessions, deleteSessionOf, listLiveSessions } from './sessions.repository';

/**
 * The sessions a person can see and end (issue 27, point 4). A session is named by its public id; the token's hash
 * never leaves the server. Ending one deletes its row, so its cookie fails on its very next request.
 */
export interface SessionsDeps {
  db: Db;
  settings: SettingsSource;
}

async function limitsOf(settings: SettingsSource) {
  const { sessionIdleDays, sessionMaxDays } = await getSecuritySettings(settings);
  return { idleDays: sessionIdleDays, maxDays: sessionMaxDays };
}

/** GET /api/users/me/sessions: the live sessions, the most recently used first, this one marked. */
export async function listAccountSessions(deps: SessionsDeps, current: LiveSession): Promise<AccountSession[]> {
  const rows = await listLiveSessions(deps.db, current.user.id, await limitsOf(deps.settings));
  return rows.map((row) => ({
    id: row.publicId,
    device: describeUserAgent(row.userAgent),
    ip: row.ip,
    // No geolocation database is kept: the place is known only if it were known locally (issue 27), so never.
    location: null,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    authMethod: row.authMethod,
    current: row.publicId === current.publicId,
  }));
}

/** Administrators' own security actions are audited (issue 27, point 6). */

/**
 * DELETE /api/users/me/sessions/:id: one of the account's own sessions (another account's is "not found", as is an
 * unknown id). Answers whether it was the session making the request, whose cookie the route then clears.
 */
export async function endAccountSession(
  deps: SessionsDeps,
  current: LiveSession,
  publicId: string,
  ip: string,
): Promise<{ endedCurrent: boolean }> {
  return deps.db.transaction(async (tx) => {
    const ended = await deleteSessionOf(tx, current.user.id, publicId);
    if (!ended) throw new AppError('NOT_FOUND', securityMessages.sessionNotFound);
    await auditAdminAccount(tx, current.user, 'account.session_ended', {
      ip,
      before: { session: publicId, device: describeUserAgent(ended.userAgent) },
    });
    return { endedCurrent: ended.tokenHash === current.tokenHash };
  });
}

/** POST /api/users/me/sessions/end-others: every session of the account but this one. */
export async function endOtherSessions(
  deps: SessionsDeps,
  current: LiveSession,
  ip: string,
): Promise<{ message: string; ended: number }> {
  const limits = await limitsOf(deps.settings);
  return deps.db.transaction(async (tx) => {
    const ended = await deleteOtherSessions(tx, current.user.id, current.tokenHash, limits);
    await auditAdminAccount(tx, current.user, 'account.other_sessions_ended', { ip, before: { sessions: ended } });
    return { message: securityMessages.otherSessionsEnded, ended };
  });
}
