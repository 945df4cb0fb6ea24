import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { contractCatalogues } from '../../scripts/contract-catalogues.mjs';
import { linguiMacros } from '../../scripts/lingui-macro.mjs';

// Separate from vite.config.ts so unit tests of pure helpers load no React or Tailwind plugins (Lingui's only).
export default defineConfig({
  // Components' messages: the macros and the catalogues, as in the build.
  plugins: [linguiMacros(), contractCatalogues(), lingui({ cwd: fileURLToPath(new URL('../..', import.meta.url)) })],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'node',
    // Component tests (.test.tsx) declare `// @vitest-environment jsdom` at their top (vitest 4 has no per-glob
    // environments); src/test/dom-setup.ts gives them the mocked API (msw) and a clean page per test.
    include: ['src/**/*.test.{ts,tsx}'],
    // No test may reach the internet (the repository's vitest.config.ts); msw answers in-process, before any socket.
    setupFiles: [
      fileURLToPath(new URL('../../test/loopback-only.ts', import.meta.url)),
      fileURLToPath(new URL('./src/test/dom-setup.ts', import.meta.url)),
    ],
  },
});
