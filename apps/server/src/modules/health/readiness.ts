import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { ReadinessCheck } from '@causeway/contracts';
import { migrationsFolder, queryRows, type DatabaseHandle } from '../../db/client';

export type CheckState = 'ok' | 'failing';

/**
 * What the process tells readiness about itself: server.ts marks the job runner started after buildApp, and
 * shutting down when SIGTERM arrives, so a proxy stops sending traffic before the listener closes.
 */
export class Readiness {
  #jobs = false;
  #stopping = false;
  jobsStarted(): void {
    this.#jobs = true;
  }
  shuttingDown(): void {
    this.#stopping = true;
  }
  get jobsRunning(): boolean {
    return this.#jobs && !this.#stopping;
  }
}

/** The newest migration the server was built with (drizzle's journal records each one's `when`). */
async function newestBundledMigration(): Promise<number> {
  const journal = JSON.parse(await fs.readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Drizzle's migrator applies a migration when its `when` is newer than the last applied row's created_at; the
 * same comparison says whether this process's migrations are all applied. Once they are, they stay applied.
 */
export function migrationCheck(database: DatabaseHandle): () => Promise<boolean> {
  let applied = false;
  return async () => {
    if (applied) return true;
    const [rows, newest] = await Promise.all([
      queryRows<{ last: string | number | null }>(
        database.db,
        sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
      ),
      newestBundledMigration(),
    ]);
    applied = Number(rows[0]?.last ?? 0) >= newest;
    return applied;
  };
}

/** Each part's state; the database is asked first, since neither of the others can be known without it. */
export async function readinessChecks(
  database: DatabaseHandle,
  readiness: Readiness,
  migrationsApplied: () => Promise<boolean>,
): Promise<Record<ReadinessCheck, CheckState>> {
  const state = (ok: boolean): CheckState => (ok ? 'ok' : 'failing');
  const databaseOk = await database.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  const migrationsOk = databaseOk && (await migrationsApplied().catch(() => false));
  return { database: state(databaseOk), migrations: state(migrationsOk), jobs: state(readiness.jobsRunning) };
}
