import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { healthOperations as ops } from '@causeway/contracts';
import type { DatabaseHandle } from '../../db/client';
import { addOperation, withStatus } from '../../lib/operation-route';
import { migrationCheck, readinessChecks, type Readiness } from './readiness';

/** For load balancers, supervisors and the E2E harness; no answer names more than a part and its state. */
export function healthRoutes(database: DatabaseHandle, readiness: Readiness): FastifyPluginAsync {
  return async (app) => {
    addOperation(app, ops.check, async () => {
      try {
        await database.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: database.kind };
      } catch {
        return withStatus(503, { status: 'unavailable', database: database.kind });
      }
    });

    // Asks nothing of the database: a process waiting on a database that is down is alive, and restarting it
    // would not help.
    addOperation(app, ops.live, () => ({ status: 'ok' as const }));

    const migrationsApplied = migrationCheck(database);
    addOperation(app, ops.ready, async () => {
      const checks = await readinessChecks(database, readiness, migrationsApplied);
      return Object.values(checks).every((state) => state === 'ok')
        ? { status: 'ok' as const, checks }
        : withStatus(503, { status: 'unavailable', checks });
    });
  };
}
