import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers share this type, so repositories are written once for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations; safe to call from several processes at once on PostgreSQL. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Present on PGlite only (pg-boss's adapter needs the raw client). */
  pglite?: PGlite;
  pool?: pg.Pool;
  /** The PostgreSQL URL, for components with their own pool (pg-boss). */
  url?: string;
  /**
   * False when the URL is a pooler in transaction mode: nothing may rely on a session of its own there (LISTEN,
   * prepared statements).
   */
  sessions?: boolean;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any fixed number: it names the advisory lock that serialises migrations across app processes.
const MIGRATION_LOCK_ID = 72_017_001;

/**
 * `loadDataDir`: start from a dump of another database's files (PGlite's dumpDataDir) instead of an empty
 * cluster; the test databases start from a migrated one (test/test-database.ts).
 */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  // PGlite does not create missing parent folders itself.
  if (dataDir) await fs.mkdir(dataDir, { recursive: true });
  // pg_trgm: the admin donor search's trigram indexes (migration 0005), as on PostgreSQL.
  const client = new PGlite({ dataDir, loadDataDir, extensions: { pg_trgm } });
  await client.waitReady;
  oneStatementPerTurn(client);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * PGlite runs PostgreSQL on the main thread, one statement at a time, and hands the database from one waiting
 * statement to the next in promise callbacks: under load the queue never emptied, the event loop seldom reached
 * its I/O phase, and it accepts one new connection per turn, so 50 donors arriving at once waited for each other
 * (the last one's first request took 8.6 s, docs/performance.md). Statements and transactions now take turns
 * through one queue here, each started in a turn of the event loop of its own: between two of them, pending I/O
 * runs and one waiting connection is accepted.
 */
function oneStatementPerTurn(client: PGlite): void {
  let queue: Promise<unknown> = Promise.resolve();
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const result = queue.then(nextTurn).then(run);
    queue = result.catch(() => {});
    return result;
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) => inTurn(() => query(...args))) as typeof client.query;
  client.exec = (...args) => inTurn(() => exec(...args));
  client.transaction = (...args) => inTurn(() => transaction(...args));
}

/** Distinct statements one connection keeps prepared; beyond them, statements are planned each time as before. */
const PREPARED_PER_CONNECTION = 300;

/**
 * Makes each connection prepare the statements it runs (a name per distinct SQL text), so PostgreSQL parses and
 * plans a statement once per connection instead of at every execution: the parse and bind (planning) steps were
 * about half of the server's time per donation (docs/performance.md, issue 19). Drizzle's queries have a fixed
 * text per call site with the values apart, so the set of texts is small; statements without parameters
 * (`begin`, `commit`) go through the simple protocol as before.
 */
function preparePerConnection(client: pg.PoolClient): void {
  const names = new Map<string, string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    const named =
      typeof config === 'object' &&
      config !== null &&
      'text' in config &&
      typeof config.text === 'string' &&
      !('name' in config && config.name) &&
      Array.isArray(rest[0]) &&
      rest[0].length > 0;
    if (named) {
      const text = (config as { text: string }).text;
      let name = names.get(text);
      if (name === undefined && names.size < PREPARED_PER_CONNECTION) {
        name = `causeway_${names.size}`;
        names.set(text, name);
      }
      if (name !== undefined) return query({ ...config, name }, ...rest);
    }
    return query(config, ...rest);
  };
}

/**
 * Limits for the app's queries on PostgreSQL, so a database that is gone or stalled turns into a quick 503
 * (plugins/error-handler.ts) instead of requests that hang: a connection must open within 5 s, a statement
 * may run 30 s on the server, and an answer that never comes is given up after 35 s.
 */
export const appPoolTimeouts = {
  connectionTimeoutMillis: 5_000,
  statement_timeout: 30_000,
  query_timeout: 35_000,
} as const;

export async function openPostgres(
  url: string,
  max = 10,
  timeouts: Partial<typeof appPoolTimeouts> = {},
  { sessions = true }: { sessions?: boolean } = {},
): Promise<DatabaseHandle> {
  // keepAlive: a connection cut without a FIN (a dead host, a dropped NAT entry) is noticed, not waited on.
  const pool = new pg.Pool({ connectionString: url, max, keepAlive: true, ...timeouts });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Prepared statements live in a session: a transaction pooler would run them on another one.
  if (sessions) pool.on('connect', preparePerConnection);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    url,
    sessions,
    async migrate() {
      // Its own connection, without the app's timeouts: building an index on a large table takes its time.
      const conn = new pg.Client({ connectionString: url });
      await conn.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client: conn, schema }), { migrationsFolder });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        await conn.end();
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  transactionPooler?: boolean;
}): Promise<DatabaseHandle> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, 10, appPoolTimeouts, { sessions: !opts.transactionPooler })
    : openPglite(path.join(opts.dataDir, 'pglite'));
}

const preparedQueries = new WeakMap<Executor, Map<unknown, unknown>>();

/**
 * A drizzle query built once per database handle (`build` calls `.prepare('')` on a query with
 * `sql.placeholder`s) and then run with `.execute(values)`: building a query took drizzle 25 to 135 µs of the
 * app's CPU per statement, on every donation (docs/performance.md, issue 19). The name stays empty, so
 * PostgreSQL sees the same unnamed statements as before: `preparePerConnection` prepares them by text where the
 * connection keeps a session. Inside a transaction the query is built for that transaction, once.
 */
export function prepared<T>(db: Executor, build: (db: Executor) => T): T {
  let queries = preparedQueries.get(db);
  if (!queries) preparedQueries.set(db, (queries = new Map()));
  let query = queries.get(build) as T | undefined;
  if (query === undefined) queries.set(build, (query = build(db)));
  return query;
}

/** Rows of a raw SQL query, whichever driver runs it (both answer `{ rows }`). */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
