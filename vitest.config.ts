import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Each file gets its own database; PGlite's first open compiles WASM (a few seconds).
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: { name: 'widget', root: 'apps/widget', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      // The web project has its own config for its '@' alias.
      'apps/web/vitest.config.ts',
    ],
  },
});
