import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away database
 * on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the API suite both ways).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openPglite();
    await handle.migrate();
    await asUpgradedInstallation(handle);
    return handle;
  }
  const name = `causeway_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (c) => c.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 20);
  await handle.migrate();
  await asUpgradedInstallation(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdminClient(serverUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/**
 * A new installation requires administrators to use a second factor (migration 0012). Tests of other features
 * sign administrators in with a password, as on an installation upgraded with accounts; the two-factor tests
 * turn the requirement on themselves (modules/account-security).
 */
async function asUpgradedInstallation(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`delete from settings where key = 'security'`);
}

async function withAdminClient(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
