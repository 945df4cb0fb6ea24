import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle, Db } from '../db/client';
import { Readiness } from '../modules/health/readiness';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** buildApp() on a fresh database with test configuration; call close() in afterAll. */
export async function buildTestApp(
  overrides: Partial<Omit<AppDeps, 'database' | 'config'>> & {
    env?: Record<string, string>;
    /** Adds test-only routes (e.g. one that throws) before the app is sealed. */
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const { env, beforeReady, ...deps } = overrides;
  const config = loadConfig({
    // Tests that store files (uploads) pass their own temporary DATA_DIR.
    DATA_DIR: '/tmp/causeway-test-unused',
    ...env,
    PUBLIC_URL: 'http://causeway.test',
    LOG_LEVEL: 'silent',
  });
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
