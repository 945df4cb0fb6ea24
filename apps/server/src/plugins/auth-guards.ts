import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authMessages, securityMessages } from '@causeway/contracts';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import type { UserRow } from '../modules/auth/auth.repository';
import { needsTwoFactorSetup, resolveSession, type LiveSession } from '../modules/auth/auth.service';
import { SESSION_COOKIE } from '../modules/auth/session-token';
import type { SettingsSource } from '../modules/settings/settings.service';
import { setSessionCookie } from './session-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, loaded once per request and only when asked for. */
    currentUser: () => Promise<UserRow | null>;
    /** The session behind the cookie (its user, public id and how it was signed in), loaded with currentUser. */
    currentSession: () => Promise<LiveSession | null>;
    /** Where the session guards read Settings → Security (the process's settings cache). */
    securitySettings: SettingsSource;
  }
}

export function registerAuthGuards(app: FastifyInstance, db: Db, settings: SettingsSource, publicUrl: string): void {
  app.decorateRequest('currentUser', null as unknown as FastifyRequest['currentUser']);
  app.decorateRequest('currentSession', null as unknown as FastifyRequest['currentSession']);
  app.decorateRequest('securitySettings', { getter: () => settings });
  app.addHook('onRequest', (request, reply, done) => {
    let loaded: Promise<LiveSession | null> | undefined;
    request.currentSession = () => (loaded ??= loadSession(db, settings, publicUrl, request, reply));
    request.currentUser = async () => (await request.currentSession())?.user ?? null;
    done();
  });
}

async function loadSession(
  db: Db,
  settings: SettingsSource,
  publicUrl: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<LiveSession | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const session = await resolveSession(db, settings, token);
  if (!session) return null;
  if (session.renewedUntil) setSessionCookie(reply, request, publicUrl, token, session.renewedUntil);
  return session;
}

/** 401 unless signed in; returns the user. Every donor route starts with this. */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const user = await request.currentUser();
  if (!user) throw new AppError('UNAUTHENTICATED', authMessages.notSignedIn);
  return user;
}

/** The signed-in session (401 without one): for the routes that act on the session itself. */
export async function requireSession(request: FastifyRequest): Promise<LiveSession> {
  const session = await request.currentSession();
  if (!session) throw new AppError('UNAUTHENTICATED', authMessages.notSignedIn);
  return session;
}

/**
 * 401 anonymous, 403 non-admin (DECISIONS.md): every admin route starts with this. While Settings → Security
 * requires two-factor for administrators, an administrator signed in with a password alone is refused too, with
 * the message that sends them to set one up (issue 27).
 */
export async function requireAdmin(request: FastifyRequest): Promise<UserRow> {
  const session = await requireSession(request);
  if (session.user.role !== 'admin') throw new AppError('FORBIDDEN', authMessages.adminOnly);
  if (await needsTwoFactorSetup(request.securitySettings, session)) {
    throw new AppError('FORBIDDEN', securityMessages.adminTwoFactorRequired);
  }
  return session.user;
}
