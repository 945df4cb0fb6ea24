import type { FastifyInstance } from 'fastify';
import { requireAdmin } from './auth-guards';

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
  if (readMethods.has(method)) return false;
  return (
    path === '/api/campaigns' ||
    path.startsWith('/api/campaigns/') ||
    path === '/api/organizations' ||
    path.startsWith('/api/organizations/') ||
    path === '/api/upload'
  );
}

export function registerAdminGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    // The matched route's pattern, not the raw URL: '/api/%61dmin/x' or '//api/admin' reach the same handler.
    const pattern = request.routeOptions.url;
    if (pattern && isAdminOnlyRequest(request.method, pattern)) await requireAdmin(request);
  });
}
