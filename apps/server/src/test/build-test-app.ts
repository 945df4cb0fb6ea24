import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle, Db } from '../db/client';
import { Readiness } from '../modules/health/readiness';
import { createPayments, type Payments } from '../modules/payments/create-payments';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export type TestAppOverrides = Partial<Omit<AppDeps, 'database' | 'config'>> & {
  env?: Record<string, string>;
  /** Adds test-only routes (e.g. one that throws) before the app is sealed. */
  beforeReady?: (app: FastifyInstance) => void;
};

/** buildApp() on a fresh database with test configuration; call close() in afterAll. */
export async function buildTestApp(overrides: TestAppOverrides = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  return startTestApp(database, testConfig(overrides.env), overrides);
}

export interface PaymentsTestApp extends TestApp {
  /** The app's own payments: its provider (to spy on, or make fail) and the state machine's applyEvent. */
  payments: Payments;
}

/**
 * buildTestApp() with the payments made here and handed to the app, so that a test holds the same provider and
 * state machine the routes use: it can send provider events (a refund, a replay) through applyEvent as the
 * sandbox and the webhook do, or watch a provider call. Totals changes invalidate no read cache here.
 */
export async function buildPaymentsTestApp(
  overrides: Omit<TestAppOverrides, 'payments'> = {},
): Promise<PaymentsTestApp> {
  const database = await createTestDatabase();
  const config = testConfig(overrides.env);
  const payments = await createPayments(config, database.db, () => {});
  return { ...(await startTestApp(database, config, { ...overrides, payments })), payments };
}

function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    // Tests that store files (uploads) pass their own temporary DATA_DIR.
    DATA_DIR: '/tmp/causeway-test-unused',
    ...env,
    PUBLIC_URL: 'http://causeway.test',
    LOG_LEVEL: 'silent',
  });
}

async function startTestApp(database: DatabaseHandle, config: Config, overrides: TestAppOverrides): Promise<TestApp> {
  // env has made the config already.
  const { env: _env, beforeReady, ...deps } = overrides;
  const app = await buildApp({ config, database, logger: false, readiness: startedReadiness(), ...deps });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Tests run no job runner: readiness is told it started, unless a test passes a readiness of its own. */
function startedReadiness(): Readiness {
  const readiness = new Readiness();
  readiness.jobsStarted();
  return readiness;
}
