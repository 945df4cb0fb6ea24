import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

/**
 * Row count and an order-independent hash of every row of every table: equal before and after means the
 * requests in between changed nothing in the database.
 */
export async function databaseChecksum(db: Db): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: string; h: string }>(
      db,
      sql.raw(`select count(*)::text as n, coalesce(sum(hashtext(t::text)::bigint), 0)::text as h from "${name}" t`),
    );
    sums[name] = `${row!.n} rows, hash ${row!.h}`;
  }
  return sums;
}
