import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Every project's tests may connect only to this machine (test/loopback-only.ts). */
export const loopbackOnly = fileURLToPath(new URL('./test/loopback-only.ts', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: [loopbackOnly],
          // Each file gets its own database; PGlite's first open compiles WASM (a few seconds).
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: [loopbackOnly],
        },
      },
      // The web and widget projects have their own configs (the web's '@' alias, the widget's Preact); both use
      // the same setup.
      'apps/widget/vitest.config.ts',
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'test-setup',
          root: 'test',
          include: ['*.test.ts'],
          environment: 'node',
          setupFiles: [loopbackOnly],
        },
      },
    ],
  },
});
