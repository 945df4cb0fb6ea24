import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from './client';

export const autovacuumOffWarning =
  'autovacuum is off on this PostgreSQL server: tables fill with dead rows and the planner has no statistics, ' +
  'so every request slows down over time. Turn it on (autovacuum = on in postgresql.conf) or VACUUM ANALYZE regularly.';

/**
 * What an operator should fix in the database's configuration, printed at start-up. Found while measuring issue
 * 19: with autovacuum off, the hot campaign's donations ran at half speed after a few thousand gifts.
 */
export async function startupWarnings(database: DatabaseHandle): Promise<string[]> {
  if (database.kind !== 'postgres') return [];
  const [setting] = await queryRows<{ autovacuum: string }>(database.db, sql`show autovacuum`);
  return setting?.autovacuum === 'off' ? [autovacuumOffWarning] : [];
}
