import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the reliability suite uses: TEST_DATABASE_URL's server, else the local default. */
export const postgresServerUrl =
  process.env.RELIABILITY_POSTGRES_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Why PostgreSQL cannot be used (printed by the skipped suites), or null when it answers. */
export async function postgresUnavailableReason(): Promise<string | null> {
  try {
    await withClient(postgresServerUrl, (c) => c.query('select 1'));
    return null;
  } catch (error) {
    const reason = `PostgreSQL is not reachable at ${new URL(postgresServerUrl).host} (${(error as Error).message})`;
    // CI has PostgreSQL (.ci/run starts it): there a missing server is a failure, never a quiet skip.
    if (process.env.CI) throw new Error(`${reason}: the reliability suite needs it in CI`, { cause: error });
    console.warn(`reliability suite: ${reason}; scenarios that need it are skipped.`);
    return reason;
  }
}

/** A throw-away database on that server, dropped (with its connections) by drop(). */
export async function createScratchDatabase(label: string): Promise<ScratchDatabase> {
  const name = `causeway_rel_${label}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await withClient(postgresServerUrl, (c) => c.query(`create database "${name}"`));
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      await withClient(postgresServerUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
