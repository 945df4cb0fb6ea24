import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openPglite, queryRows } from '../../db/client';

const before0006 = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-migrations-'));
afterAll(() => fs.rmSync(before0006, { recursive: true, force: true }));

/** The migrations folder as it was before grouping: 0000-0005 and a journal that ends there. */
function copyMigrationsBefore0006(): string {
  fs.cpSync(migrationsFolder, before0006, { recursive: true });
  const journalFile = path.join(before0006, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < '0006');
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return before0006;
}

describe('migration 0006 (error grouping)', () => {
  it('keeps reports written before it, each its own group seen when it was written', async () => {
    const handle = await openPglite();
    try {
      await migrate(drizzle({ client: handle.pglite! }), { migrationsFolder: copyMigrationsBefore0006() });
      await handle.db.execute(sql`insert into error_reports (level, message, created_at) values
        ('error', 'TypeError: a', '2026-01-01T00:00:00Z'), ('error', 'TypeError: a', '2026-01-02T00:00:00Z')`);
      await handle.migrate();
      const rows = await queryRows<{ fingerprint: string; count: number; last_seen_at: unknown }>(
        handle.db,
        sql`select fingerprint, count, last_seen_at from error_reports order by id`,
      );
      expect(rows.map((r) => [r.fingerprint.startsWith('ungrouped-'), r.count])).toEqual([
        [true, 1],
        [true, 1],
      ]);
      expect(new Set(rows.map((r) => r.fingerprint)).size).toBe(2);
      expect(rows.map((r) => new Date(r.last_seen_at as string).toISOString())).toEqual([
        '2026-01-01T00:00:00.000Z',
        '2026-01-02T00:00:00.000Z',
      ]);
    } finally {
      await handle.close();
    }
  });
});
