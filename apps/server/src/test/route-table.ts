import type { Access } from '@causeway/contracts';
import type { ServedRoute } from './served-routes';

/**
 * Who may call each route of the app: the expectation side of the authorization matrix
 * (security/authorization-matrix.test.ts). Every API route declares its access on its operation (the same
 * declaration the server's access guard enforces); the table below names only the routes that are not
 * operations (static files, the API reference), and `ownerRules` how to call a declared route on a donor's own
 * record. The matrix reads the routes the app really serves (Fastify's onRoute hook) and fails when a served
 * route has no rule, when a line names a route that is gone, and when a route answers a role differently from
 * what its rule says.
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

/** Keys are 'METHOD /pattern' as Fastify registers them; HEAD routes follow their GET. */
export const routeTable: Record<string, RouteRule> = {
  // The API's OpenAPI document and its reference page (plugins/openapi.ts).
  'GET /api/openapi.json': publicRoute,
  'GET /api/docs': publicRoute,
  'GET /api/docs/static/index.html': publicRoute,
  'GET /api/docs/static/swagger-initializer.js': publicRoute,
  'GET /api/docs/json': publicRoute,
  'GET /api/docs/yaml': publicRoute,
  'GET /api/docs/static/*': publicRoute,
  // Static files: uploaded images and the demo's.
  'GET /uploads/:file': publicRoute,
  'GET /demo-images/*': publicRoute,
  'GET /demo-images/:file(^[a-z0-9][a-z0-9-]*\\.(?:avif|webp)$)': publicRoute,
};

/**
 * The owner rules of declared routes that act on one donor's own record: how the matrix calls each on a record of
 * the donor's. Their access comes from their operations.
 */
export const ownerRules: Record<string, NonNullable<RouteRule['owned']>> = {
  'GET /api/donations/:id/receipt': {
    request: (r) => ({ url: `/api/donations/${r.donationId}/receipt` }),
    adminSees: true,
  },
  'PATCH /api/recurring-donations/:id': {
    request: (r) => ({ url: `/api/recurring-donations/${r.recurringId}`, payload: { action: 'pause' } }),
  },
  'PUT /api/recurring-donations/:id/amount': {
    request: (r) => ({ url: `/api/recurring-donations/${r.recurringId}/amount`, payload: { amount: 1_500 } }),
  },
  'DELETE /api/recurring-donations/:id': { request: (r) => ({ url: `/api/recurring-donations/${r.recurringId}` }) },
  'PUT /api/onboarding/progress/:progressId': {
    request: (r) => ({ url: `/api/onboarding/progress/${r.tourProgressId}`, payload: { stepId: 'a', action: 'next' } }),
  },
  'PUT /api/payment-methods/:id/default': {
    request: (r) => ({ url: `/api/payment-methods/${r.paymentMethodId}/default` }),
  },
  'DELETE /api/payment-methods/:id': { request: (r) => ({ url: `/api/payment-methods/${r.paymentMethodId}` }) },
};

/**
 * The rule for a served route: the access its operation declares (one source for the server's guard and these
 * tests) with its owner rule, or its line in the table for a route that is not an operation.
 */
export function ruleFor(route: Pick<ServedRoute, 'key' | 'access'>): RouteRule | undefined {
  if (!route.access) return routeTable[route.key];
  const owned = ownerRules[route.key];
  return owned ? { access: route.access, owned } : { access: route.access };
}
