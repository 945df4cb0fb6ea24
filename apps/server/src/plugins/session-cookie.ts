import { addDays } from 'date-fns';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, type Locale } from '@causeway/contracts';
import { SESSION_COOKIE } from '../modules/auth/session-token';

export function isSecure(request: FastifyRequest, publicUrl: string): boolean {
  return request.protocol === 'https' || publicUrl.startsWith('https:');
}

export function setSessionCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  publicUrl: string,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request, publicUrl),
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest, publicUrl: string): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request, publicUrl),
  });
}

/**
 * The visitor's language (issue 26), as the switcher keeps it in the browser: readable by the page (not httpOnly),
 * a year long. The server sets it when a signed-in user saves a choice and when a user with a saved choice signs in.
 */
export function setLocaleCookie(reply: FastifyReply, request: FastifyRequest, publicUrl: string, locale: Locale): void {
  reply.setCookie(LOCALE_COOKIE, locale, {
    path: '/',
    sameSite: 'lax',
    secure: isSecure(request, publicUrl),
    expires: addDays(new Date(), 365),
  });
}
