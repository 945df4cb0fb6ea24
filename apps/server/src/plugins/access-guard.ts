import type { FastifyInstance } from 'fastify';
import { requireAdmin, requireUser } from './auth-guards';

/**
 * Who may call a route is declared on it (its operation's `access`, lib/operation-route.ts) and enforced here,
 * in one onRequest hook, before the body is read or validated: an anonymous caller gets 401 and a donor 403 on
 * an administrator's route, with no validation details and no 5 MB upload streamed for nothing. Routes that are
 * not operations (static files, pages, the API reference) are public; every /api route is an operation
 * (security/operation-answers.test.ts), so a new one cannot leave its access unsaid.
 */
export function registerAccessGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    // Read from the matched route, not the raw URL: '/api/%61dmin/x' or '//api/admin' reach the same handler.
    const access = request.routeOptions.config.access;
    if (access === 'admin') await requireAdmin(request);
    else if (access === 'signed-in') await requireUser(request);
  });
}
