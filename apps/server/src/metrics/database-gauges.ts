import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import { queryRows, type DatabaseHandle } from '../db/client';

/** Scrapes closer together than this share one answer: a busy Prometheus or several scrapers cost one query. */
const CACHE_MS = 5_000;

function cached<T>(load: () => Promise<T>): () => Promise<T> {
  let at = -Infinity;
  let value: Promise<T> | undefined;
  return () => {
    if (!value || performance.now() - at > CACHE_MS) {
      at = performance.now();
      value = load();
      // A failed query is not kept: the next scrape asks again.
      value.catch(() => (value = undefined));
    }
    return value;
  };
}

interface DonationRow {
  status: string;
  provider: string;
  currency: string;
  count: string | number;
  amount: string | number;
  stale: string | number;
}
interface OutboxRow {
  pending: string | number;
  oldest_seconds: string | number | null;
}

/**
 * The gauges read from the database at scrape time: donations by status and provider, the succeeded amount and
 * the donations pending for more than 15 minutes (one grouped count over donations), the mail outbox's depth and oldest pending age, and the connection pool.
 */
export function databaseGauges(registry: Registry, database: DatabaseHandle): void {
  const donations = cached(() =>
    queryRows<DonationRow>(
      database.db,
      sql`select status, provider, currency, count(*) as count, coalesce(sum(amount), 0) as amount,
            count(*) filter (where created_at < now() - interval '15 minutes') as stale
          from donations group by status, provider, currency`,
    ),
  );
  const outbox = cached(async () => {
    const [row] = await queryRows<OutboxRow>(
      database.db,
      sql`select count(*) as pending, extract(epoch from now() - min(created_at)) as oldest_seconds
          from mail_outbox where status = 'pending'`,
    );
    return row;
  });

  new Gauge({
    name: 'causeway_donations',
    help: 'Donations by status and payment provider',
    labelNames: ['status', 'provider'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await donations()) {
        this.inc({ status: row.status, provider: row.provider }, Number(row.count));
      }
    },
  });
  new Gauge({
    name: 'causeway_donations_succeeded_amount_cents',
    help: 'The sum of succeeded donations, in cents of their currency, by provider and currency',
    labelNames: ['provider', 'currency'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await donations()) {
        if (row.status === 'succeeded')
          this.inc({ provider: row.provider, currency: row.currency }, Number(row.amount));
      }
    },
  });
  new Gauge({
    name: 'causeway_donations_pending_stale',
    help: 'Donations pending for more than 15 minutes (mostly forms left unpaid; a steady rise means lost payments)',
    registers: [registry],
    async collect() {
      const pending = (await donations()).filter((row) => row.status === 'pending');
      this.set(pending.reduce((sum, row) => sum + Number(row.stale), 0));
    },
  });
  new Gauge({
    name: 'causeway_outbox_pending',
    help: 'E-mails waiting in the outbox to be sent',
    registers: [registry],
    async collect() {
      this.set(Number((await outbox())?.pending ?? 0));
    },
  });
  new Gauge({
    name: 'causeway_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest e-mail still waiting in the outbox (0 when none waits)',
    registers: [registry],
    async collect() {
      this.set(Number((await outbox())?.oldest_seconds ?? 0));
    },
  });
  poolGauges(registry, database);
}

/**
 * PostgreSQL: the pool's connections in use and requests waiting for one. PGlite is one connection inside the
 * process with no pool to watch, so only its size is given.
 */
function poolGauges(registry: Registry, database: DatabaseHandle): void {
  const pool = database.pool;
  new Gauge({
    name: 'causeway_db_pool_size',
    help: 'Connections the app holds to the database',
    registers: [registry],
    collect() {
      this.set(pool ? pool.totalCount : 1);
    },
  });
  if (!pool) return;
  new Gauge({
    name: 'causeway_db_pool_in_use',
    help: 'Database connections running a query or transaction',
    registers: [registry],
    collect() {
      this.set(pool.totalCount - pool.idleCount);
    },
  });
  new Gauge({
    name: 'causeway_db_pool_waiting',
    help: 'Queries waiting for a free database connection',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
}
