import { PgBoss, fromPglite } from 'pg-boss';
import type { DatabaseHandle } from '../db/client';

export interface ScheduledJob {
  name: string;
  /** Cron expression (pg-boss fires each schedule once per tick across all app processes). */
  cron: string;
  run: () => Promise<unknown>;
}

export interface JobRunner {
  /** Queues one run now (tests, and an operator's nudge). */
  runNow(name: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Background jobs on pg-boss, in the application's own database: PGlite through its adapter, PostgreSQL
 * through pg-boss's pool. Queues are created at start-up, never inside a transaction (DESIGN.md pitfall).
 */
export async function startJobRunner(opts: {
  database: DatabaseHandle;
  jobs: ScheduledJob[];
  onError: (error: unknown) => void;
}): Promise<JobRunner> {
  const boss = opts.database.pglite
    ? new PgBoss({ db: fromPglite(opts.database.pglite), backend: 'pglite' })
    : new PgBoss({ connectionString: opts.database.url!, max: 3 });
  boss.on('error', opts.onError);
  await boss.start();
  for (const job of opts.jobs) {
    await boss.createQueue(job.name);
    await boss.schedule(job.name, job.cron);
    await boss.work(job.name, async () => {
      await job.run();
    });
  }
  return {
    async runNow(name) {
      await boss.send(name, {});
    },
    stop: () => boss.stop(),
  };
}
