import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { Readiness } from './readiness';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers 200 with the database it asked when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('answers 503 with its own body, not the shared error, when the database does not answer', async () => {
    vi.spyOn(t.database.db, 'execute').mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: t.database.kind });
    // The next probe finds the database again.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('GET /api/health/live', () => {
  it('answers 200 while the process runs, even when the database does not answer', async () => {
    const execute = vi.spyOn(t.database.db, 'execute').mockRejectedValue(new Error('connection refused'));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    } finally {
      execute.mockRestore();
    }
  });
});

describe('GET /api/health/ready', () => {
  let r: TestApp;
  const readiness = new Readiness();
  beforeAll(async () => {
    r = await buildTestApp({ readiness });
  });
  afterAll(() => r.close());
  const ready = () => r.app.inject({ method: 'GET', url: '/api/health/ready' });

  it('answers 503 naming the job runner before it has started', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', migrations: 'ok', jobs: 'failing' },
    });
  });

  it('answers 200 once the database answers, the migrations are applied and the jobs have started', async () => {
    readiness.jobsStarted();
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok', jobs: 'ok' } });
  });

  it('answers 503 naming the database, and no error text, when the database does not answer', async () => {
    vi.spyOn(r.database.db, 'execute').mockRejectedValueOnce(new Error('connect ECONNREFUSED 10.0.0.5:5432'));
    const res = await ready();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'failing', migrations: 'failing', jobs: 'ok' },
    });
    expect(res.body).not.toMatch(/ECONNREFUSED|10\.0\.0\.5/);
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 naming the migrations on a database that lacks the newest one', async () => {
    const started = new Readiness();
    started.jobsStarted();
    const m = await buildTestApp({ readiness: started });
    try {
      await m.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const res = await m.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks).toEqual({ database: 'ok', migrations: 'failing', jobs: 'ok' });
    } finally {
      await m.close();
    }
  });

  it('answers 503 once the process is shutting down, so a proxy drains it', async () => {
    readiness.shuttingDown();
    const res = await ready();
    expect(res.statusCode).toBe(503);
    expect(res.json().checks.jobs).toBe('failing');
  });
});
