import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '@causeway/contracts';
import { requireUser } from '../../plugins/auth-guards';
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

export function accountRoutes(deps: AccountDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch('/api/users/me', { schema: { body: profileUpdateSchema } }, async (request) =>
      updateProfile(deps.db, await requireUser(request), request.body),
    );

    app.post('/api/users/me/password', { schema: { body: passwordChangeSchema } }, async (request) => {
      const user = await requireUser(request);
      // requireUser succeeded, so the cookie is there.
      const current = hashSessionToken(request.cookies[SESSION_COOKIE]!);
      return changePassword(deps, user, request.body, current);
    });

    app.post('/api/auth/forgot-password', { schema: { body: forgotPasswordSchema } }, async (request, reply) =>
      reply.code(202).send(await requestPasswordReset(deps, request.body.email, request.ip)),
    );

    app.post('/api/auth/reset-password', { schema: { body: resetPasswordSchema } }, async (request, reply) => {
      const result = await resetPassword(deps, request.body.token, request.body.password, request.ip);
      // Every session ended, the one of this browser too (if any): the user logs in with the new password.
      clearSessionCookie(reply, request, deps.publicUrl);
      return result;
    });

    app.post('/api/auth/verify-email', { schema: { body: verifyEmailSchema } }, async (request) =>
      verifyEmail(deps.db, request.body.token),
    );

    app.post('/api/auth/resend-verification', async (request) => resendVerification(deps, await requireUser(request)));
  };
}
