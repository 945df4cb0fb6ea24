import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Separate from vite.config.ts so unit tests of pure helpers load no React or Tailwind plugins.
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // No test may reach the internet (the repository's vitest.config.ts).
    setupFiles: [fileURLToPath(new URL('../../test/loopback-only.ts', import.meta.url))],
  },
});
