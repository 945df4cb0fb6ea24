import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from './client';
import { autovacuumOffWarning, startupWarnings } from './startup-warnings';
import { createTestDatabase } from '../test/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('start-up warnings about the database', () => {
  it('warns exactly when autovacuum is off on PostgreSQL, and never on PGlite (it has no autovacuum)', async () => {
    const warnings = await startupWarnings(database);
    if (database.kind === 'pglite') {
      expect(warnings).toEqual([]);
      return;
    }
    const [setting] = await queryRows<{ autovacuum: string }>(database.db, sql`show autovacuum`);
    expect(warnings).toEqual(setting!.autovacuum === 'off' ? [autovacuumOffWarning] : []);
  });
});
