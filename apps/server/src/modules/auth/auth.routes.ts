import type { FastifyPluginAsync } from 'fastify';
import { authMessages, authOperations as ops, LOCALE_COOKIE, requestLocale } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import { perAddress, perEmail } from '../../lib/rate-limit';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session-cookie';
import { sendVerificationEmail } from '../account/account.service';
import { SESSION_COOKIE } from './session-token';
import {
  authenticate,
  endSession,
  needsTwoFactorSetup,
  registerDonor,
  startSession,
  toPublicUser,
  type AuthDeps,
  type AuthRateLimits,
} from './auth.service';
import { beginSecondStep, clientOf, completeSignIn, rememberDevice, secondFactorsOf, type SignInDeps } from './sign-in';

export function authRoutes(deps: AuthDeps & SignInDeps & { rateLimits: AuthRateLimits }): FastifyPluginAsync {
  return async (app) => {
    const limits = deps.rateLimits;
    const tooMany = authMessages.tooManyAttempts;

    addOperation(
      app,
      ops.register,
      async ({ body, request, reply }) => {
        const locale = requestLocale(request.cookies[LOCALE_COOKIE], request.headers['accept-language']);
        const user = await registerDonor(deps, { ...body, locale });
        await sendVerificationEmail(deps, user);
        const deviceHash = await rememberDevice(deps, request, reply, user);
        const session = await startSession(deps.db, user.id, clientOf(request), { authMethod: 'password', deviceHash });
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
        // An account with a second factor gets no session yet: the step still to do (issue 27).
        const methods = await secondFactorsOf(deps.db, deps.settings, user);
        if (methods.length > 0) return beginSecondStep(deps, request, reply, user, methods);
        return completeSignIn(deps, request, reply, user, 'password');
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
      const session = await request.currentSession();
      return session ? toPublicUser(session.user, await needsTwoFactorSetup(deps.settings, session)) : null;
    });
  };
}
