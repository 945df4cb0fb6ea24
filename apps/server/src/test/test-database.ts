import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrationsFolder, openPglite, openPostgres, type DatabaseHandle } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away database
 * on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the API suite both ways).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openMigratedPglite();
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
 * A new in-memory PGlite database, migrated. A new cluster costs PGlite an initdb (2-8 s on a loaded 2-core
 * machine) and the migrations another 1-3 s, for each of some 90 test files; it now starts from a dump of a
 * migrated cluster instead (about 1 s). The dump is kept in the temporary folder under a name made from the
 * migrations and the PGlite version, so a changed migration makes a new one; the first test files of a run make
 * it (several at once write the same content, each renaming its own complete file into place).
 */
async function openMigratedPglite(): Promise<DatabaseHandle> {
  const file = await templateFile();
  const dump = await fs.readFile(file).catch(() => null);
  if (dump) {
    const handle = await openPglite(undefined, new Blob([dump]));
    // No-op on the template's own migrations; a safety net should it miss one.
    await handle.migrate();
    return handle;
  }
  const handle = await openPglite();
  await handle.migrate();
  const made = Buffer.from(await (await handle.pglite!.dumpDataDir('none')).arrayBuffer());
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await fs.writeFile(partial, made);
  await fs.rename(partial, file);
  await removeOldTemplates(file);
  return handle;
}

/** Dumps of earlier migrations (43 MB each), and pieces of unfinished writes, untouched for an hour. */
async function removeOldTemplates(current: string): Promise<void> {
  const dir = path.dirname(current);
  for (const name of await fs.readdir(dir)) {
    const full = path.join(dir, name);
    if (!name.startsWith('causeway-test-template-') || full === current) continue;
    const stat = await fs.stat(full).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > 3_600_000) await fs.rm(full, { force: true });
  }
}

async function templateFile(): Promise<string> {
  const hash = createHash('sha256');
  const { version } = JSON.parse(
    await fs.readFile(
      path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '../package.json'),
      'utf8',
    ),
  ) as { version: string };
  hash.update(version);
  const files = (await fs.readdir(migrationsFolder, { recursive: true })).sort();
  for (const name of files) {
    const full = path.join(migrationsFolder, name);
    if ((await fs.stat(full)).isFile()) hash.update(name).update(await fs.readFile(full));
  }
  return path.join(os.tmpdir(), `causeway-test-template-${hash.digest('hex').slice(0, 16)}.tar`);
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
