import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { startJobRunner, type JobRunner } from './job-runner';

let database: DatabaseHandle;
let runner: JobRunner;
const runs: string[] = [];
let resolveRun: () => void;
const ran = new Promise<void>((resolve) => (resolveRun = resolve));

beforeAll(async () => {
  database = await createTestDatabase();
  runner = await startJobRunner({
    database,
    jobs: [{ name: 'test-job', cron: '0 0 1 1 *', run: async () => void (runs.push('ran'), resolveRun()) }],
    onError: () => {},
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
});
