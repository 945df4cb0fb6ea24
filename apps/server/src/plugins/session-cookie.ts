import type { FastifyReply, FastifyRequest } from 'fastify';
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
