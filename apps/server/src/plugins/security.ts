import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { AppError } from '../lib/errors';
import { API_DOCS_PREFIX } from './openapi';

const STRIPE_JS = 'https://js.stripe.com';
const VIDEO_PLAYERS = ['https://www.youtube.com', 'https://player.vimeo.com'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Callers that authenticate by signature, not by cookie: Stripe's webhook, and the one-click unsubscribe a mail
 * provider posts from wherever it runs (RFC 8058; the signed token is all it needs, and no session is used).
 */
const CSRF_EXEMPT_PREFIXES = ['/api/payments/stripe/webhook', '/api/updates/unsubscribe'];

/**
 * Security headers and the CSRF check. Pages and assets get helmet's full set with a CSP that allows Stripe;
 * JSON answers get a short fixed set (a CSP protects documents; an API answer only must never be sniffed,
 * framed or rendered as a page). Public reads are the hot path, so this is one callback hook, built once.
 */
export function registerSecurity(app: FastifyInstance, publicUrl: string): void {
  const https = publicUrl.startsWith('https:');
  const pageHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", STRIPE_JS],
        // Radix and Stripe set inline styles on elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        // 'self': the embed code panel previews the widget. Onboarding slides embed YouTube and Vimeo players
        // (admin spec section 2); other videos play in <video>.
        frameSrc: ["'self'", STRIPE_JS, 'https://hooks.stripe.com', ...VIDEO_PLAYERS],
        mediaSrc: ["'self'", 'https:'],
        // Only our own pages may frame ours (clickjacking); embed routes open this up (web-app.ts, widget-page.ts).
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  const apiHeaders: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    ...(https ? { 'strict-transport-security': 'max-age=15552000; includeSubDomains' } : {}),
  };
  // The API reference page (plugins/openapi.ts) is a document: its own scripts and styles, framed by nobody.
  const docsPolicy =
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
    "connect-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";
  const allowedOrigins = new Set([new URL(publicUrl).origin]);

  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) {
      pageHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
      return;
    }
    reply.headers(apiHeaders);
    if (request.url.startsWith(`${API_DOCS_PREFIX}/`) || request.url === API_DOCS_PREFIX) {
      reply.header('content-security-policy', docsPolicy);
    }
    // CSRF defence for cookie-authenticated mutations: SameSite=Lax cookies plus an Origin check.
    if (
      !SAFE_METHODS.has(request.method) &&
      !CSRF_EXEMPT_PREFIXES.some((p) => request.url.startsWith(p)) &&
      !isSameSite(request, allowedOrigins)
    ) {
      done(new AppError('FORBIDDEN', 'Cross-site request refused'));
      return;
    }
    done();
  });

  // PostgreSQL cannot store U+0000 in text: a NUL in a body, query or path value would fail at the database as a
  // 500. Refused here, before any route's validation, for every route at once (found by the security suite).
  app.addHook('preValidation', (request, _reply, done) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      done(new AppError('VALIDATION_FAILED', 'Text must not contain NUL characters'));
      return;
    }
    done();
  });
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null || depth > 32) return false;
  if (Buffer.isBuffer(value)) return false;
  for (const key in value) {
    if (key.includes('\u0000') || containsNul((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

function isSameSite(request: FastifyRequest, allowedOrigins: Set<string>): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = request.headers.origin;
  // Non-browser clients (curl, server-to-server) send no Origin and carry no ambient cookies of a victim.
  if (origin === undefined) return true;
  if (allowedOrigins.has(origin)) return true;
  return origin === `${request.protocol}://${request.host}`;
}
