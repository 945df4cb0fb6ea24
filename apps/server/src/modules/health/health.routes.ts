import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { healthOperations as ops } from '@causeway/contracts';
import type { DatabaseHandle } from '../../db/client';
import { addOperation, withStatus } from '../../lib/operation-route';

/** For load balancers and the E2E harness: answers 200 only when the database answers. */
export function healthRoutes(database: DatabaseHandle): FastifyPluginAsync {
  return async (app) => {
    addOperation(app, ops.check, async () => {
      try {
        await database.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: database.kind };
      } catch {
        return withStatus(503, { status: 'unavailable', database: database.kind });
      }
    });
  };
}
