import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authMessages } from '@causeway/contracts';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import type { UserRow } from '../modules/auth/auth.repository';
import { resolveSession } from '../modules/auth/auth.service';
import { SESSION_COOKIE } from '../modules/auth/session-token';
import { setSessionCookie } from './session-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, loaded once per request and only when asked for. */
    currentUser: () => Promise<UserRow | null>;
  }
}

export function registerAuthGuards(app: FastifyInstance, db: Db, publicUrl: string): void {
  app.decorateRequest('currentUser', null as unknown as FastifyRequest['currentUser']);
  app.addHook('onRequest', (request, reply, done) => {
    let loaded: Promise<UserRow | null> | undefined;
    request.currentUser = () => (loaded ??= loadUser(db, publicUrl, request, reply));
    done();
  });
}

async function loadUser(db: Db, publicUrl: string, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const session = await resolveSession(db, token);
  if (!session) return null;
  if (session.renewedUntil) setSessionCookie(reply, request, publicUrl, token, session.renewedUntil);
  return session.user;
}

/** 401 unless signed in; returns the user. Every donor route starts with this. */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const user = await request.currentUser();
  if (!user) throw new AppError('UNAUTHENTICATED', authMessages.notSignedIn);
  return user;
}

/** 401 anonymous, 403 non-admin (DECISIONS.md): every admin route starts with this. */
export async function requireAdmin(request: FastifyRequest): Promise<UserRow> {
  const user = await requireUser(request);
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', authMessages.adminOnly);
  return user;
}
