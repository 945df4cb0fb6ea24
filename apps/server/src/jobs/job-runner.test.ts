import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createMetrics } from '../metrics/metrics';
import { createTestDatabase } from '../test/test-database';
import { startJobRunner, type JobRunner } from './job-runner';

let database: DatabaseHandle;
let runner: JobRunner;
const runs: string[] = [];
let resolveRun: () => void;
const ran = new Promise<void>((resolve) => (resolveRun = resolve));
const metrics = createMetrics();

beforeAll(async () => {
  database = await createTestDatabase();
  runner = await startJobRunner({
    database,
    jobs: [
      { name: 'test-job', cron: '0 0 1 1 *', run: async () => void (runs.push('ran'), resolveRun()) },
      {
        name: 'failing-job',
        cron: '0 0 1 1 *',
        run: async () => {
          throw new Error('the job failed');
        },
      },
    ],
    onError: () => {},
    metrics,
  });
}, 60_000);
afterAll(async () => {
  await runner.stop();
  await database.close();
});

describe('the job runner (pg-boss)', () => {
  it('starts on this database, creates the queue and runs a queued job', async () => {
    await runner.runNow('test-job');
    await ran;
    expect(runs).toEqual(['ran']);
  }, 30_000);

  it('counts runs and failures by job name', async () => {
    const count = async (name: 'causeway_job_runs_total' | 'causeway_job_failures_total', job: string) =>
      (await metrics.registry.getSingleMetric(name)!.get()).values.find((v) => v.labels.job === job)?.value ?? 0;
    await runner.runNow('failing-job');
    await expect
      .poll(() => count('causeway_job_failures_total', 'failing-job'), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(await count('causeway_job_runs_total', 'failing-job')).toBeGreaterThanOrEqual(
      await count('causeway_job_failures_total', 'failing-job'),
    );
    expect(await count('causeway_job_runs_total', 'test-job')).toBe(1);
    expect(await count('causeway_job_failures_total', 'test-job')).toBe(0);
  }, 30_000);
});
