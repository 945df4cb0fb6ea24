import type { FastifyPluginAsync } from 'fastify';
import { accountOperations as ops } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import { clearSessionCookie } from '../../plugins/session-cookie';
import { hashSessionToken, SESSION_COOKIE } from '../auth/session-token';
import {
  changePassword,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  updateProfile,
  verifyEmail,
  type AccountDeps,
} from './account.service';

export function accountRoutes(deps: AccountDeps): FastifyPluginAsync {
  return async (app) => {
    addOperation(app, ops.updateProfile, ({ body, user }) => updateProfile(deps.db, user, body));

    addOperation(app, ops.changePassword, ({ body, user, request }) => {
      // The access hook found a session for this cookie, so it is there; that session is the one kept.
      const current = hashSessionToken(request.cookies[SESSION_COOKIE]!);
      return changePassword(deps, user, body, current);
    });

    addOperation(app, ops.forgotPassword, ({ body, request }) => requestPasswordReset(deps, body.email, request.ip));

    addOperation(app, ops.resetPassword, async ({ body, request, reply }) => {
      const result = await resetPassword(deps, body.token, body.password, request.ip);
      // Every session ended, the one of this browser too (if any): the user logs in with the new password.
      clearSessionCookie(reply, request, deps.publicUrl);
      return result;
    });

    addOperation(app, ops.verifyEmail, ({ body }) => verifyEmail(deps.db, body.token));

    addOperation(app, ops.resendVerification, ({ user }) => resendVerification(deps, user));
  };
}
