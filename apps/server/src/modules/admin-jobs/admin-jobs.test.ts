import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminJobMessages as m } from '@causeway/contracts';
import { FUNDRAISER_NOTICES_JOB, RECURRING_RENEWALS_JOB, SCHEDULED_JOB_NAMES } from '../../jobs/scheduled-jobs';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signIn } from '../../test/factories';
import { JobControl } from './job-control';

// Two apps: one whose process has a (fake) job runner, one built without jobs, as API tests and a starting process are.
const runNow = vi.fn(async (_name: string) => {});
const jobs = new JobControl();
let withJobs: TestApp;
let withoutJobs: TestApp;
let admin: string;
let donor: string;
let adminWithoutJobs: string;

beforeAll(async () => {
  withJobs = await buildTestApp({ jobs });
  withoutJobs = await buildTestApp();
  // The process schedules every job but the sandbox's renewals (as with Stripe).
  jobs.started(
    { runNow },
    SCHEDULED_JOB_NAMES.filter((name) => name !== RECURRING_RENEWALS_JOB).map((name) => ({ name })),
  );
  admin = (await signIn(withJobs.app, withJobs.db, 'admin')).cookie;
  donor = (await signIn(withJobs.app, withJobs.db, 'donor')).cookie;
  adminWithoutJobs = (await signIn(withoutJobs.app, withoutJobs.db, 'admin')).cookie;
});
afterAll(async () => {
  await withJobs.close();
  await withoutJobs.close();
});

const run = (t: TestApp, name: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/jobs/${name}/run`, headers: cookie ? { cookie } : {} });

describe('POST /api/admin/jobs/:name/run', () => {
  it('queues one run of the named job now and answers 202', async () => {
    runNow.mockClear();
    const res = await run(withJobs, FUNDRAISER_NOTICES_JOB, admin);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ queued: true, job: FUNDRAISER_NOTICES_JOB });
    expect(runNow).toHaveBeenCalledExactlyOnceWith(FUNDRAISER_NOTICES_JOB);
  });

  it('refuses a visitor without a session (401) and a donor (403), queueing nothing', async () => {
    runNow.mockClear();
    expect((await run(withJobs, FUNDRAISER_NOTICES_JOB)).statusCode).toBe(401);
    expect((await run(withJobs, FUNDRAISER_NOTICES_JOB, donor)).statusCode).toBe(403);
    expect(runNow).not.toHaveBeenCalled();
  });

  it('answers 404 naming the scheduled jobs for a name that is none of them', async () => {
    runNow.mockClear();
    const res = await run(withJobs, 'drop-everything', admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(m.unknownJob('drop-everything', SCHEDULED_JOB_NAMES));
    expect(res.json().message).toContain(FUNDRAISER_NOTICES_JOB);
    expect(runNow).not.toHaveBeenCalled();
  });

  it('answers 404 for a job this process does not schedule', async () => {
    runNow.mockClear();
    const res = await run(withJobs, RECURRING_RENEWALS_JOB, admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(m.notScheduledHere(RECURRING_RENEWALS_JOB));
    expect(runNow).not.toHaveBeenCalled();
  });

  it('answers 503 when the process runs no jobs', async () => {
    const res = await run(withoutJobs, FUNDRAISER_NOTICES_JOB, adminWithoutJobs);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'UNAVAILABLE', message: m.noRunner });
  });

  it('answers 503 once the jobs are stopping', async () => {
    const scheduled = SCHEDULED_JOB_NAMES.map((name) => ({ name }));
    jobs.stopping();
    try {
      runNow.mockClear();
      expect((await run(withJobs, FUNDRAISER_NOTICES_JOB, admin)).statusCode).toBe(503);
      expect(runNow).not.toHaveBeenCalled();
    } finally {
      jobs.started({ runNow }, scheduled);
    }
  });
});
