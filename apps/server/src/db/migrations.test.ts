import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { is, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { hashPassword } from '../modules/auth/password';
import { migrationsFolder, openPglite, queryRows, type DatabaseHandle } from './client';
import * as schema from './schema';

interface Journal {
  entries: { idx: number; tag: string }[];
}
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;

/**
 * The schema a site on the previous release has: every migration but the newest (docs/decisions.md, "Upgrades").
 * An upgrade applies the newest one over that site's data.
 */
const NEWEST_MIGRATIONS = 1;

const folders: string[] = [];
afterAll(() => folders.forEach((f) => fs.rmSync(f, { recursive: true, force: true })));

/** A copy of the migrations folder whose journal stops `newest` migrations before the end. */
function migrationsWithoutNewest(newest: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-migrations-'));
  folders.push(folder);
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const copy = { ...journal, entries: journal.entries.slice(0, journal.entries.length - newest) };
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(copy));
  return folder;
}

/** A copy of the migrations folder whose journal stops just before the migration whose tag starts with `prefix`. */
function migrationsBefore(prefix: string): string {
  const index = journal.entries.findIndex((entry) => entry.tag.startsWith(prefix));
  expect(index).toBeGreaterThan(0);
  return migrationsWithoutNewest(journal.entries.length - index);
}

async function tablesIn(database: DatabaseHandle): Promise<Set<string>> {
  const rows = await queryRows<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
  );
  return new Set(rows.map((r) => r.name));
}

describe('migrations', () => {
  it('from an empty database: every migration in the journal applies and every table of the schema exists', async () => {
    const database = await openPglite();
    try {
      await database.migrate();
      const applied = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied[0]!.n).toBe(journal.entries.length);
      const expected = (Object.values(schema) as unknown[])
        .filter((value): value is PgTable => is(value, PgTable))
        .map((table) => getTableConfig(table).name);
      expect(expected.length).toBeGreaterThan(10);
      const tables = await tablesIn(database);
      expect(expected.filter((name) => !tables.has(name))).toEqual([]);
    } finally {
      await database.close();
    }
    // Every migration on PGlite, then the app: slow on a loaded machine.
  }, 120_000);

  it("from the previous release's schema with data in it: the data survives and the app reads it", async () => {
    expect(journal.entries.length).toBeGreaterThan(NEWEST_MIGRATIONS);
    const database = await openPglite();
    try {
      await migrate(drizzle({ client: database.pglite! }), {
        migrationsFolder: migrationsWithoutNewest(NEWEST_MIGRATIONS),
      });
      // Plain SQL, as a site on that release wrote its rows: nothing from today's schema.ts.
      const passwordHash = await hashPassword('correct-horse-battery');
      await database.pglite!.query(
        `insert into users (email, username, password_hash, role) values ('ada@example.org', 'ada', $1, 'donor')`,
        [passwordHash],
      );
      await database.pglite!.exec(`
        insert into organizations (name) values ('Upgrade Trust');
        insert into campaigns (title, short_description, description, category, status, goal, organization_id,
                               amount_raised, donor_count)
          values ('Wells before the upgrade', 'Clean water for two villages before the rains.', 'Wells.',
                  'community_development', 'active', 500000, (select id from organizations), 7500, 2);
        insert into donations (campaign_id, user_id, amount, status, provider, payment_intent_id)
          values ((select id from campaigns), (select id from users), 5000, 'succeeded', 'sandbox', 'pi_upgrade_1');
        insert into donations (campaign_id, guest_email, amount, status, provider, payment_intent_id)
          values ((select id from campaigns), 'grace@example.org', 2500, 'succeeded', 'sandbox', 'pi_upgrade_2');
      `);

      await database.migrate();

      const donations = await queryRows<{ amount: number; status: string; payment_intent_id: string }>(
        database.db,
        sql`select amount, status, payment_intent_id from donations order by payment_intent_id`,
      );
      expect(donations).toEqual([
        { amount: 5000, status: 'succeeded', payment_intent_id: 'pi_upgrade_1' },
        { amount: 2500, status: 'succeeded', payment_intent_id: 'pi_upgrade_2' },
      ]);
      const config = loadConfig({ DATA_DIR: '/tmp/causeway-test-unused', PUBLIC_URL: 'http://causeway.test' });
      const app = await buildApp({ config, database, logger: false });
      try {
        const list = await app.inject({ method: 'GET', url: '/api/campaigns' });
        expect(list.statusCode).toBe(200);
        const [campaign] = list.json() as { id: number; title: string; amountRaised: number; totalDonors: number }[];
        expect(campaign).toMatchObject({ title: 'Wells before the upgrade', amountRaised: 7500, totalDonors: 2 });
        const detail = await app.inject({ method: 'GET', url: `/api/campaigns/${campaign!.id}` });
        expect(detail.statusCode).toBe(200);
        const login = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'ada@example.org', password: 'correct-horse-battery' },
        });
        expect(login.statusCode).toBe(200);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
    // Every migration on PGlite, then the app: slow on a loaded machine.
  }, 120_000);

  describe('migration 0012: the administrators’ two-factor requirement', () => {
    const securitySetting = (database: DatabaseHandle) =>
      queryRows<{ value: unknown }>(database.db, sql`select value from settings where key = 'security'`);

    it('turns the requirement on for a new installation (no account yet)', async () => {
      const database = await openPglite();
      try {
        await database.migrate();
        expect(await securitySetting(database)).toEqual([{ value: { requireAdminTwoFactor: true } }]);
      } finally {
        await database.close();
      }
    }, 120_000);

    it('leaves it off (no setting saved) for an installation that had accounts when 0012 ran', async () => {
      const database = await openPglite();
      try {
        await migrate(drizzle({ client: database.pglite! }), { migrationsFolder: migrationsBefore('0012') });
        await database.pglite!.query(
          `insert into users (email, username, password_hash, role) values ('root@example.org', 'root', 'x', 'admin')`,
        );
        await database.migrate();
        expect(await securitySetting(database)).toEqual([]);
      } finally {
        await database.close();
      }
    }, 120_000);
  });
});
