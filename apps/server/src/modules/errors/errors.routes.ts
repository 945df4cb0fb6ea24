import type { FastifyPluginAsync } from 'fastify';
import { errorOperations as ops, errorReportMessages } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import { perAddress, type RateRule } from '../../lib/rate-limit';
import {
  getErrorStats,
  listErrorReports,
  setErrorResolved,
  submitClientReports,
  type ErrorsDeps,
} from './errors.service';

/** A full batch of capped reports fits; anything larger is refused before it is parsed (413). */
const REPORT_BODY_LIMIT = 256 * 1024;

export function errorRoutes(deps: ErrorsDeps & { rateLimit: RateRule }): FastifyPluginAsync {
  return async (app) => {
    addOperation(
      app,
      ops.report,
      async ({ body, request }) => {
        const user = await request.currentUser();
        return submitClientReports(deps, body, {
          ip: request.ip,
          method: request.method,
          userId: user?.id ?? null,
          userAgent: request.headers['user-agent'],
        });
      },
      {
        bodyLimit: REPORT_BODY_LIMIT,
        rateLimits: [perAddress('error-reports', deps.rateLimit, errorReportMessages.tooMany)],
      },
    );
    addOperation(app, ops.list, ({ query }) => listErrorReports(deps.db, query));
    addOperation(app, ops.stats, () => getErrorStats(deps));
    addOperation(app, ops.update, async ({ params, body, user }) => {
      // The access hook has checked the role; the administrator is who resolved it.
      const admin = user;
      return setErrorResolved(deps, params.id, body.resolved, admin.id);
    });
  };
}
