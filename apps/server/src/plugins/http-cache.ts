import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { weakEtag } from '../lib/read-cache';
import { SESSION_COOKIE } from '../modules/auth/session-token';

/**
 * What a proxy or CDN may do with a public answer (issue 18): browsers revalidate every time (max-age=0, a
 * cheap 304 on the ETag); a shared cache serves it for 10 s. 10 s is twice the read cache's 5 s window, so a
 * figure is at most ~15 s old at a busy edge. stale-while-revalidate is not in Cache-Control: browsers (Chrome,
 * Firefox) apply it too, and would show a donor the total from before their gift for up to a minute.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';
/**
 * For CDNs that read RFC 9213's CDN-Cache-Control (browsers ignore it): after its 10 s, the edge may answer
 * with its copy for 60 s more while it refetches in the background, so a quiet page's first visitor waits for
 * nothing (nginx does the same with proxy_cache_background_update, see the README).
 */
export const CDN_CACHE_CONTROL = 'max-age=10, stale-while-revalidate=60';
/** A public answer given to a signed-in visitor: it may differ for them (an administrator sees drafts). */
export const SESSION_CACHE_CONTROL = 'private, no-cache';
/** Answers that set a cookie, and every other API answer: never stored anywhere. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** The public pages' paths (the web app's public routes and the widget page); sign-in and donor pages are not. */
const PUBLIC_PAGES = [
  /^\/$/,
  /^\/campaigns\/?$/,
  /^\/campaigns\/[^/]+\/?$/,
  /^\/donate\/[^/]+\/?$/,
  /^\/(?:about|how-it-works|contact|help|privacy|terms)\/?$/,
  /^\/embed\/(?:campaign\/)?[^/]+\/?$/,
];

const isHtml = (reply: FastifyReply) => String(reply.getHeader('content-type') ?? '').startsWith('text/html');

function isPublicAnswer(request: FastifyRequest, reply: FastifyReply, pathname: string): boolean {
  // The public JSON reads say so on their route (lib/operation-route.ts).
  if (pathname.startsWith('/api/')) return request.routeOptions.config.publicAnswer === true;
  // Keyed on the path and the answer's type, not on which handler rendered the page.
  return isHtml(reply) && PUBLIC_PAGES.some((page) => page.test(pathname));
}

/** If-None-Match against our ETag, compared weakly (RFC 9110 section 13.1.2), with lists and '*'. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Cache-Control and ETags that a proxy or CDN can use, decided in one place for every answer: public pages and
 * public JSON are `public` for visitors without a session cookie (plus a CDN-Cache-Control for the edge); the same answers are private to a signed-in
 * visitor; anything that sets a cookie is `no-store`; every other API answer is `private, no-store`. Runs before
 * compression, so the ETag names the uncompressed body (weak: the same for br, gzip and identity).
 */
export function registerHttpCache(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    // A Set-Cookie answer stored by a shared cache would hand one visitor's session to the next.
    if (reply.hasHeader('set-cookie')) {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return done(null, payload);
    }
    const pathname = request.url.split('?', 1)[0]!;
    const isApi = pathname.startsWith('/api/');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      if (isApi) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return done(null, payload);
    }
    if (!isPublicAnswer(request, reply, pathname)) {
      const current = String(reply.getHeader('cache-control') ?? '');
      if (isApi ? current === '' || current.includes('public') : isHtml(reply) && !current.includes('private'))
        reply.header('cache-control', isApi ? PRIVATE_CACHE_CONTROL : SESSION_CACHE_CONTROL);
      return done(null, payload);
    }
    if (request.cookies[SESSION_COOKIE] !== undefined) {
      reply.header('cache-control', SESSION_CACHE_CONTROL);
      return done(null, payload);
    }
    const status = reply.statusCode;
    if (status !== 200 && status !== 304) return done(null, payload);
    reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('cdn-cache-control', CDN_CACHE_CONTROL);
    if (status === 304) return done(null, payload);

    let etag = reply.getHeader('etag');
    if (
      etag === undefined &&
      !reply.hasHeader('content-encoding') &&
      (typeof payload === 'string' || Buffer.isBuffer(payload))
    ) {
      etag = weakEtag(payload);
      reply.header('etag', etag);
    }
    if (typeof etag === 'string' && matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304).removeHeader('content-length');
      return done(null, null);
    }
    done(null, payload);
  });
}
