import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { accountMessages, accountOperations as ops } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import { perAccount, perAddress, perEmail } from '../../lib/rate-limit';
import { clearSessionCookie, setLocaleCookie } from '../../plugins/session-cookie';
import { hashSessionToken, SESSION_COOKIE } from '../auth/session-token';
import {
  changePassword,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  saveLanguage,
  updateProfile,
  verifyEmail,
  type AccountDeps,
  type AccountRateLimits,
} from './account.service';

export function accountRoutes(deps: AccountDeps & { rateLimits: AccountRateLimits }): FastifyPluginAsync {
  return async (app) => {
    const limits = deps.rateLimits;
    const tooMany = accountMessages.tooManyRequests;

    addOperation(app, ops.updateProfile, ({ body, user }) => updateProfile(deps.db, user, body));

    addOperation(app, ops.saveLanguage, async ({ body, user, request, reply }) => {
      const saved = await saveLanguage(deps.db, user, body.locale);
      setLocaleCookie(reply, request, deps.publicUrl, saved.locale);
      return saved;
    });

    addOperation(
      app,
      ops.changePassword,
      ({ body, user, request }) => {
        // The access hook found a session for this cookie, so it is there; that session is the one kept.
        const current = hashSessionToken(request.cookies[SESSION_COOKIE]!);
        return changePassword(deps, user, body, current, { ip: request.ip, userAgent: request.headers['user-agent'] });
      },
      { rateLimits: [perAccount('password-change', limits.passwordChangePerUser, tooMany)] },
    );

    // The same limits whether or not the address has an account, so they tell nobody who has one.
    addOperation(app, ops.forgotPassword, ({ body }) => requestPasswordReset(deps, body.email), {
      rateLimits: [
        perAddress('forgot', limits.forgotPerIp, tooMany),
        perEmail('forgot', limits.forgotPerEmail, tooMany),
      ],
    });

    addOperation(
      app,
      ops.resetPassword,
      async ({ body, request, reply }) => {
        const result = await resetPassword(deps, body.token, body.password, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        // Every session ended, the one of this browser too (if any): the user logs in with the new password.
        clearSessionCookie(reply, request, deps.publicUrl);
        return result;
      },
      { rateLimits: [perAddress('reset', limits.resetPerIp, tooMany)] },
    );

    addOperation(app, ops.verifyEmail, ({ body }) => verifyEmail(deps.db, body.token));

    // An address already verified is told so, and not counted.
    const alreadyVerified = async (request: FastifyRequest) => Boolean((await request.currentUser())?.emailVerifiedAt);
    addOperation(app, ops.resendVerification, ({ user }) => resendVerification(deps, user), {
      rateLimits: [{ ...perAccount('verify', limits.resendVerificationPerUser, tooMany), skip: alreadyVerified }],
    });
  };
}
