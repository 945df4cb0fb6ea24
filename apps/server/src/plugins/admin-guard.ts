import type { FastifyInstance } from 'fastify';
import { requireAdmin, requireUser } from './auth-guards';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The admin area's server-side rule (issue 6): every /api/admin/* route, and every write to campaigns, their
 * updates, organizations and uploads, is for administrators only. Routes check the role themselves too; this
 * hook runs first, on every request, so an anonymous caller gets 401 and a donor 403 before the body is read or
 * validated (no validation details, no 5 MB upload streamed for nothing), and a new route under these paths
 * cannot forget the check.
 */
export function isAdminOnlyRequest(method: string, path: string): boolean {
  if (path === '/api/admin' || path.startsWith('/api/admin/')) return true;
  // The embed code (issue 7) is an admin read under the public campaign paths.
  if (path === '/api/campaigns/:id/embed') return true;
  if (readMethods.has(method)) return false;
  return (
    path === '/api/campaigns' ||
    path.startsWith('/api/campaigns/') ||
    path === '/api/organizations' ||
    path.startsWith('/api/organizations/') ||
    path === '/api/upload'
  );
}

const signedInPrefixes = [
  '/api/users/me',
  '/api/recurring-donations',
  '/api/payment-methods',
  '/api/onboarding/tours',
  '/api/onboarding/progress',
];
const signedInRoutes = new Set([
  'POST /api/auth/resend-verification',
  'GET /api/stats/donor',
  'GET /api/donations/user',
  'POST /api/donations',
  'GET /api/onboarding/available-tours',
]);

/**
 * The donor area's routes, for any signed-in account. The same early check as for admin routes: an anonymous
 * caller gets 401, not the route's validation errors (the security suite's matrix found 400s here).
 */
export function isSignedInOnlyRequest(method: string, path: string): boolean {
  const verb = method === 'HEAD' ? 'GET' : method;
  return (
    signedInRoutes.has(`${verb} ${path}`) ||
    signedInPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  );
}

export function registerAdminGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    // The matched route's pattern, not the raw URL: '/api/%61dmin/x' or '//api/admin' reach the same handler.
    const pattern = request.routeOptions.url;
    if (!pattern) return;
    // A route registered from its operation declares its access (lib/operation-route.ts); the tables above are
    // for the routes not moved yet.
    const declared = request.routeOptions.config.access;
    if (declared) {
      if (declared === 'admin') await requireAdmin(request);
      else if (declared === 'signed-in') await requireUser(request);
      return;
    }
    if (isAdminOnlyRequest(request.method, pattern)) await requireAdmin(request);
    else if (isSignedInOnlyRequest(request.method, pattern)) await requireUser(request);
  });
}
