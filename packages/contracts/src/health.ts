import type { Endpoint } from './operation';

/** The databases the server runs on (PGlite in development and tests, PostgreSQL in production). */
export const databaseKinds = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

/** The health check for load balancers and the E2E harness (operation.ts). */
export const healthEndpoints = {
  check: { method: 'GET', path: '/api/health' },
} as const satisfies Record<string, Endpoint>;
