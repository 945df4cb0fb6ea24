import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client';

/** For load balancers and the E2E harness: answers 200 only when the database answers. */
export function healthRoutes(database: DatabaseHandle): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/health', async (_request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
        return { status: 'ok', database: database.kind };
      } catch {
        return reply.status(503).send({ status: 'unavailable', database: database.kind });
      }
    });
  };
}
