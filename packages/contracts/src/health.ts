import type { Endpoint } from './operation';

/** The databases the server runs on (PGlite in development and tests, PostgreSQL in production). */
export const databaseKinds = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

/** What readiness checks, each answered 'ok' or 'failing'. */
export const readinessChecks = ['database', 'migrations', 'jobs'] as const;
export type ReadinessCheck = (typeof readinessChecks)[number];

/**
 * The health checks (operation.ts): `check` for load balancers and the E2E harness, `live` for a process
 * supervisor (the process answers), `ready` for a proxy or orchestrator (send it traffic or not).
 */
export const healthEndpoints = {
  check: { method: 'GET', path: '/api/health' },
  live: { method: 'GET', path: '/api/health/live' },
  ready: { method: 'GET', path: '/api/health/ready' },
} as const satisfies Record<string, Endpoint>;
