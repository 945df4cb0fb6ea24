import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorIdParamsSchema,
  errorListQuerySchema,
  errorReportBodySchema,
  errorReportPageSchema,
  errorReportReceiptSchema,
  errorReportSchema,
  errorStatsSchema,
  errorUpdateSchema,
} from '@causeway/contracts';
import { requireAdmin } from '../../plugins/auth-guards';
import {
  getErrorStats,
  listErrorReports,
  setErrorResolved,
  submitClientReports,
  type ErrorsDeps,
} from './errors.service';

/** A full batch of capped reports fits; anything larger is refused before it is parsed (413). */
const REPORT_BODY_LIMIT = 256 * 1024;

export function errorRoutes(deps: ErrorsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/errors/report',
      {
        bodyLimit: REPORT_BODY_LIMIT,
        schema: { body: errorReportBodySchema, response: { 202: errorReportReceiptSchema } },
      },
      async (request, reply) => {
        const user = await request.currentUser();
        const receipt = await submitClientReports(deps, request.body, {
          ip: request.ip,
          method: request.method,
          userId: user?.id ?? null,
          userAgent: request.headers['user-agent'],
        });
        return reply.status(202).send(receipt);
      },
    );

    app.get(
      '/api/admin/errors',
      { schema: { querystring: errorListQuerySchema, response: { 200: errorReportPageSchema } } },
      async (request) => {
        await requireAdmin(request);
        return listErrorReports(deps.db, request.query);
      },
    );
    app.get('/api/admin/errors/stats', { schema: { response: { 200: errorStatsSchema } } }, async (request) => {
      await requireAdmin(request);
      return getErrorStats(deps);
    });
    app.patch(
      '/api/admin/errors/:id',
      { schema: { params: errorIdParamsSchema, body: errorUpdateSchema, response: { 200: errorReportSchema } } },
      async (request) => {
        const admin = await requireAdmin(request);
        return setErrorResolved(deps, request.params.id, request.body.resolved, admin.id);
      },
    );
  };
}
