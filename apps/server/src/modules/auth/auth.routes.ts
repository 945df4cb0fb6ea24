import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { authOperations as ops } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session-cookie';
import { sendVerificationEmail } from '../account/account.service';
import { SESSION_COOKIE } from './session-token';
import { authenticate, endSession, registerDonor, startSession, toPublicUser, type AuthDeps } from './auth.service';

export function authRoutes(deps: AuthDeps & { publicUrl: string }): FastifyPluginAsync {
  return async (app) => {
    const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

    addOperation(app, ops.register, async ({ body, request, reply }) => {
      const user = await registerDonor(deps, body, client(request));
      await sendVerificationEmail(deps, user);
      const session = await startSession(deps.db, user.id, client(request));
      setSessionCookie(reply, request, deps.publicUrl, session.token, session.expiresAt);
      return toPublicUser(user);
    });

    addOperation(app, ops.login, async ({ body, request, reply }) => {
      const user = await authenticate(deps, body, client(request));
      // A fresh token at every login: a token planted before sign-in is never promoted (session fixation).
      const old = request.cookies[SESSION_COOKIE];
      if (old) await endSession(deps.db, old);
      const session = await startSession(deps.db, user.id, client(request));
      setSessionCookie(reply, request, deps.publicUrl, session.token, session.expiresAt);
      return toPublicUser(user);
    });

    addOperation(app, ops.logout, async ({ request, reply }) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await endSession(deps.db, token);
      clearSessionCookie(reply, request, deps.publicUrl);
      return { message: 'You have been successfully logged out' };
    });

    // A visitor is not an error: 200 with null (contracts meResponseSchema).
    addOperation(app, ops.me, async ({ request }) => {
      const user = await request.currentUser();
      return user ? toPublicUser(user) : null;
    });
  };
}
