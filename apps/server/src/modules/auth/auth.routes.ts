import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { authMessages, authOperations as ops } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import { perAddress, perEmail } from '../../lib/rate-limit';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session-cookie';
import { sendVerificationEmail } from '../account/account.service';
import { SESSION_COOKIE } from './session-token';
import {
  authenticate,
  endSession,
  registerDonor,
  startSession,
  toPublicUser,
  type AuthDeps,
  type AuthRateLimits,
} from './auth.service';

export function authRoutes(deps: AuthDeps & { rateLimits: AuthRateLimits; publicUrl: string }): FastifyPluginAsync {
  return async (app) => {
    const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
    const limits = deps.rateLimits;
    const tooMany = authMessages.tooManyAttempts;

    addOperation(
      app,
      ops.register,
      async ({ body, request, reply }) => {
        const user = await registerDonor(deps, body);
        await sendVerificationEmail(deps, user);
        const session = await startSession(deps.db, user.id, client(request));
        setSessionCookie(reply, request, deps.publicUrl, session.token, session.expiresAt);
        return toPublicUser(user);
      },
      {
        rateLimits: [
          perAddress('register', limits.registerPerIp, tooMany),
          perEmail('register', limits.registerPerEmail, tooMany),
        ],
      },
    );

    addOperation(
      app,
      ops.login,
      async ({ body, request, reply }) => {
        const user = await authenticate(deps, body);
        // A fresh token at every login: a token planted before sign-in is never promoted (session fixation).
        const old = request.cookies[SESSION_COOKIE];
        if (old) await endSession(deps.db, old);
        const session = await startSession(deps.db, user.id, client(request));
        setSessionCookie(reply, request, deps.publicUrl, session.token, session.expiresAt);
        return toPublicUser(user);
      },
      // Every attempt counts against the address and the e-mail; a success clears the e-mail's (authenticate).
      {
        rateLimits: [perAddress('login', limits.loginPerIp, tooMany), perEmail('login', limits.loginPerEmail, tooMany)],
      },
    );

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
