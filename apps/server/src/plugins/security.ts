import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';

const STRIPE_JS = 'https://js.stripe.com';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Server-to-server callers that authenticate by signature, not by cookie. */
const CSRF_EXEMPT_PREFIXES = ['/api/payments/stripe/webhook'];

export async function registerSecurity(app: FastifyInstance, publicUrl: string): Promise<void> {
  const https = publicUrl.startsWith('https:');
  await app.register(helmet, {
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
        frameSrc: [STRIPE_JS, 'https://hooks.stripe.com'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  const allowedOrigins = new Set([new URL(publicUrl).origin]);
  // CSRF defence for cookie-authenticated mutations: SameSite=Lax cookies plus an Origin check.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (CSRF_EXEMPT_PREFIXES.some((p) => request.url.startsWith(p))) return;
    if (!isSameSite(request, allowedOrigins)) {
      throw new AppError('FORBIDDEN', 'Cross-site request refused');
    }
  });
}

function isSameSite(request: FastifyRequest, allowedOrigins: Set<string>): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = request.headers.origin;
  // Non-browser clients (curl, server-to-server) send no Origin and carry no ambient cookies of a victim.
  if (origin === undefined) return true;
  if (allowedOrigins.has(origin)) return true;
  return origin === `${request.protocol}://${request.host}`;
}
