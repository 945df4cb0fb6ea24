import { PgBoss, fromPglite, type Job, type JobInsert, type JobResult, type Queue } from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import type { Metrics } from '../metrics/metrics';

export interface ScheduledJob {
  name: string;
  /** Cron expression (pg-boss fires each schedule once per tick across all app processes). */
  cron: string;
  run: () => Promise<unknown>;
}

/** A queue the app sends jobs to, worked in batches whose jobs succeed or fail (and are retried) one by one. */
export interface QueueWorker<T extends object> {
  name: string;
  /** Policy, retries, expiry: applied at every start, so a changed value reaches a queue created earlier. */
  options: Omit<Queue, 'name'>;
  batchSize: number;
  pollingIntervalSeconds: number;
  run(jobs: Job<T>[]): Promise<JobResult[]>;
}

type JobMetrics = Pick<Metrics, 'jobRuns' | 'jobFailures'>;

export interface JobRunner {
  /** Queues one run now (tests, and an operator's nudge). */
  runNow(name: string): Promise<void>;
  /** Adds jobs to a queue; a job the queue's policy refuses (its key is already queued) is left out. */
  insert(name: string, jobs: JobInsert[]): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Background jobs on pg-boss, in the application's own database: PGlite through its adapter, PostgreSQL
 * through pg-boss's pool. Queues are created at start-up, never inside a transaction (DESIGN.md pitfall).
 */
export async function startJobRunner(opts: {
  database: DatabaseHandle;
  jobs: ScheduledJob[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each worker's job data is its own
  queues?: QueueWorker<any>[];
  onError: (error: unknown) => void;
  metrics?: JobMetrics;
}): Promise<JobRunner> {
  const boss = opts.database.pglite
    ? new PgBoss({ db: fromPglite(opts.database.pglite), backend: 'pglite' })
    : new PgBoss({ connectionString: opts.database.url!, max: 3 });
  boss.on('error', opts.onError);
  await boss.start();
  try {
    for (const job of opts.jobs) {
      await boss.createQueue(job.name);
      await boss.schedule(job.name, job.cron);
      await boss.work(job.name, async () => {
        opts.metrics?.jobRuns.inc({ job: job.name });
        try {
          await job.run();
        } catch (error) {
          opts.metrics?.jobFailures.inc({ job: job.name });
          throw error;
        }
      });
    }
    for (const queue of opts.queues ?? []) await startQueueWorker(boss, queue, opts.metrics);
  } catch (error) {
    await boss.stop();
    throw error;
  }
  return {
    async runNow(name) {
      await boss.send(name, {});
    },
    async insert(name, jobs) {
      if (jobs.length > 0) await boss.insert(name, jobs);
    },
    // Waits for running jobs, but not for ever: a job cut off is retried by pg-boss once it expires.
    stop: () => boss.stop({ timeout: 10_000 }),
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each worker's job data is its own
async function startQueueWorker(boss: PgBoss, queue: QueueWorker<any>, metrics?: JobMetrics): Promise<void> {
  await boss.createQueue(queue.name, queue.options);
  // The queue's creation options apply to a new queue only; the rest can change later.
  const { policy: _policy, partition: _partition, deadLetter: _deadLetter, ...changeable } = queue.options;
  await boss.updateQueue(queue.name, changeable);
  await boss.work(
    queue.name,
    {
      batchSize: queue.batchSize,
      pollingIntervalSeconds: queue.pollingIntervalSeconds,
      // A full batch means more are waiting: fetch the next at once instead of after the polling interval.
      burstWhenBatchFull: true,
      perJobResults: true,
    },
    async (jobs) => {
      metrics?.jobRuns.inc({ job: queue.name });
      try {
        const results = await queue.run(jobs);
        const failed = results.filter((result) => result.status !== 'completed').length;
        if (failed > 0) metrics?.jobFailures.inc({ job: queue.name }, failed);
        return results;
      } catch (error) {
        metrics?.jobFailures.inc({ job: queue.name }, jobs.length);
        throw error;
      }
    },
  );
}
