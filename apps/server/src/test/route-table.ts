import type { Access } from '@causeway/contracts';
import type { ServedRoute } from './served-routes';

/**
 * Who may call each route of the app: the expectation side of the authorization matrix
 * (security/authorization-matrix.test.ts). The matrix reads the routes the app really serves (Fastify's onRoute
 * hook) and fails when a served route has no line here, when a line names a route that is gone, and when a
 * route answers a role differently from what its line says. A new route therefore needs one line, and a new
 * route that forgets its guard fails.
 *
 * access: 'public' (anyone), 'signed-in' (any account; 401 anonymous), 'admin' (401 anonymous, 403 donor).
 * owned: the route acts on one donor's own record. The matrix calls it on a record of the donor's; the other
 * donor gets 404 (403 accepted), an administrator too unless `adminSees`, and anonymous callers 401 (404 on a
 * public route such as the receipt, whose signed link is the other way in).
 */

/** The donor's own records the owned routes are called on. */
export interface DonorRecords {
  donationId: number;
  recurringId: number;
  paymentMethodId: number;
  /** The donor's progress through the active onboarding tour. */
  tourProgressId: number;
}

export interface RouteRule {
  access: Access;
  owned?: { request: (r: DonorRecords) => { url: string; payload?: object }; adminSees?: boolean };
}

const publicRoute: RouteRule = { access: 'public' };
const signedIn: RouteRule = { access: 'signed-in' };
const admin: RouteRule = { access: 'admin' };

/** Keys are 'METHOD /pattern' as Fastify registers them; HEAD routes follow their GET. */
export const routeTable: Record<string, RouteRule> = {
  // Public pages, reads and the donation flow.
  // The API's OpenAPI document and its reference page (plugins/openapi.ts).
  'GET /api/openapi.json': publicRoute,
  'GET /api/docs': publicRoute,
  'GET /api/docs/static/index.html': publicRoute,
  'GET /api/docs/static/swagger-initializer.js': publicRoute,
  'GET /api/docs/json': publicRoute,
  'GET /api/docs/yaml': publicRoute,
  'GET /api/docs/static/*': publicRoute,
  'GET /api/campaigns': publicRoute,
  'GET /api/campaigns/:id': publicRoute,
  'GET /api/campaigns/:id/updates': publicRoute,
  'GET /api/campaigns/:id/widget': publicRoute,
  'GET /api/stats': publicRoute,
  'GET /api/donations/:id/receipt': {
    access: 'public',
    owned: { request: (r) => ({ url: `/api/donations/${r.donationId}/receipt` }), adminSees: true },
  },
  'GET /uploads/:file': publicRoute,
  'GET /demo-images/*': publicRoute,
  'GET /demo-images/:file(^[a-z0-9][a-z0-9-]*\\.(?:avif|webp)$)': publicRoute,

  // The donor's own area.
  'GET /api/stats/donor': signedIn,
  'PATCH /api/recurring-donations/:id': {
    access: 'signed-in',
    owned: { request: (r) => ({ url: `/api/recurring-donations/${r.recurringId}`, payload: { action: 'pause' } }) },
  },
  'PUT /api/recurring-donations/:id/amount': {
    access: 'signed-in',
    owned: {
      request: (r) => ({ url: `/api/recurring-donations/${r.recurringId}/amount`, payload: { amount: 1_500 } }),
    },
  },
  'DELETE /api/recurring-donations/:id': {
    access: 'signed-in',
    owned: { request: (r) => ({ url: `/api/recurring-donations/${r.recurringId}` }) },
  },
  'PUT /api/onboarding/progress/:progressId': {
    access: 'signed-in',
    owned: {
      request: (r) => ({
        url: `/api/onboarding/progress/${r.tourProgressId}`,
        payload: { stepId: 'a', action: 'next' },
      }),
    },
  },
  'PUT /api/payment-methods/:id/default': {
    access: 'signed-in',
    owned: { request: (r) => ({ url: `/api/payment-methods/${r.paymentMethodId}/default` }) },
  },
  'DELETE /api/payment-methods/:id': {
    access: 'signed-in',
    owned: { request: (r) => ({ url: `/api/payment-methods/${r.paymentMethodId}` }) },
  },

  // The admin area.
  'GET /api/campaigns/:id/embed': admin,
  'POST /api/campaigns/:id/embed': admin,
};

/**
 * The rule for a served route: the access its operation declares (one source for the server's guard and these
 * tests), or its line above while it is not registered from an operation yet.
 */
export function ruleFor(route: Pick<ServedRoute, 'key' | 'access'>): RouteRule | undefined {
  // A declared route keeps a line only to say how to call it on the donor's own record (`owned`).
  return route.access ? { ...routeTable[route.key], access: route.access } : routeTable[route.key];
}
