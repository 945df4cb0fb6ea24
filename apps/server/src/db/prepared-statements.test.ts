import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from './client';
import { settings } from './schema';

const serverUrl = process.env.TEST_DATABASE_URL;

async function admin(query: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** The statements the transaction's own connection holds prepared (pg_prepared_statements is per session). */
async function preparedInOneConnection(database: DatabaseHandle, key: string) {
  return database.db.transaction(async (tx) => {
    for (let i = 0; i < 3; i++) await tx.select().from(settings).where(eq(settings.key, key));
    const rows = await tx.execute(sql`select statement from pg_prepared_statements`);
    return (rows as unknown as { rows: { statement: string }[] }).rows.map((r) => r.statement);
  });
}

// Prepared statements are a PostgreSQL connection's; PGlite plans in process.
describe.skipIf(!serverUrl)('statements prepared per connection (PostgreSQL)', () => {
  const name = `causeway_prep_${randomBytes(4).toString('hex')}`;
  let url: string;
  beforeAll(async () => {
    await admin(`create database "${name}"`);
    const u = new URL(serverUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
    const handle = await openPostgres(url, 2);
    await handle.migrate();
    await handle.close();
  });
  afterAll(() => admin(`drop database if exists "${name}" with (force)`));

  it('prepares a statement with parameters once on the connection that runs it, and answers as before', async () => {
    const database = await openPostgres(url, 2);
    try {
      await database.db.insert(settings).values({ key: 'prepared', value: { a: 1 } });
      const statements = await preparedInOneConnection(database, 'prepared');
      expect(statements.filter((s) => s.includes('from "settings"'))).toHaveLength(1);
      const [row] = await database.db.select().from(settings).where(eq(settings.key, 'prepared'));
      expect(row?.value).toEqual({ a: 1 });
    } finally {
      await database.close();
    }
  });

  it('prepares nothing behind a transaction pooler (DATABASE_TRANSACTION_POOLER=true)', async () => {
    const database = await openPostgres(url, 2, {}, { sessions: false });
    try {
      expect(await preparedInOneConnection(database, 'prepared')).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
