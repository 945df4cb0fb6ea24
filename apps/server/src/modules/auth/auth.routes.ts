import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequestSchema, meResponseSchema, registerRequestSchema } from '@causeway/contracts';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session-cookie';
import { sendVerificationEmail } from '../account/account.service';
import { SESSION_COOKIE } from './session-token';
import { authenticate, endSession, registerDonor, startSession, toPublicUser, type AuthDeps } from './auth.service';

export function authRoutes(deps: AuthDeps & { publicUrl: string }): FastifyPluginAsyncZod {
  return async (app) => {
    const client = (request: { ip: string; headers: { 'user-agent'?: string } }) => ({
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });

    app.post('/api/auth/register', { schema: { body: registerRequestSchema } }, async (request, reply) => {
      const user = await registerDonor(deps, request.body, client(request));
      await sendVerificationEmail(deps, user);
      const session = await startSession(deps.db, user.id, client(request));
      setSessionCookie(reply, request, deps.publicUrl, session.token, session.expiresAt);
      return reply.status(201).send(toPublicUser(user));
    });

    app.post('/api/auth/login', { schema: { body: loginRequestSchema } }, async (request, reply) => {
      const user = await authenticate(deps, request.body, client(request));
      // A fresh token at every login: a token planted before sign-in is never promoted (session fixation).
      const old = request.cookies[SESSION_COOKIE];
      if (old) await endSession(deps.db, old);
      const session = await startSession(deps.db, user.id, client(request));
      setSessionCookie(reply, request, deps.publicUrl, session.token, session.expiresAt);
      return toPublicUser(user);
    });

    app.post('/api/auth/logout', async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await endSession(deps.db, token);
      clearSessionCookie(reply, request, deps.publicUrl);
      return { message: 'You have been successfully logged out' };
    });

    // A visitor is not an error: 200 with null (contracts meResponseSchema).
    app.get('/api/auth/me', { schema: { response: { 200: meResponseSchema } } }, async (request) => {
      const user = await request.currentUser();
      return user ? toPublicUser(user) : null;
    });
  };
}
