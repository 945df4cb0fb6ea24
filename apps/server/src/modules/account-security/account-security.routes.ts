import type { FastifyPluginAsync } from 'fastify';
import { accountSecurityOperations as ops } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import { requireSession } from '../../plugins/auth-guards';
import { clearSessionCookie } from '../../plugins/session-cookie';
import type { FeatureContext } from '../index';
import { endAccountSession, endOtherSessions, listAccountSessions, type SessionsDeps } from './sessions.service';

/** The profile's sessions (issue 27): the account's signed-in sessions, ending one, ending all the others. */
export function accountSecurityRoutes(c: FeatureContext): FastifyPluginAsync {
  const deps: SessionsDeps = { db: c.database.db, settings: c.settings };
  return async (app) => {
    addOperation(app, ops.sessions, async ({ request }) => listAccountSessions(deps, await requireSession(request)));

    addOperation(app, ops.endSession, async ({ params, request, reply }) => {
      const { endedCurrent } = await endAccountSession(deps, await requireSession(request), params.id, request.ip);
      // Signing out this browser from its own list: its cookie goes too.
      if (endedCurrent) clearSessionCookie(reply, request, c.config.publicUrl);
    });

    addOperation(app, ops.endOtherSessions, async ({ request }) =>
      endOtherSessions(deps, await requireSession(request), request.ip),
    );
  };
}
