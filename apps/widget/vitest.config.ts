import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import widgetConfig from './vite.config';

// The widget's own build settings (React's API on Preact), so component tests render what the page renders.
export default mergeConfig(
  widgetConfig({ command: 'serve', mode: 'test' }),
  defineConfig({
    test: {
      name: 'widget',
      environment: 'node',
      include: ['src/**/*.test.{ts,tsx}'],
      // No test may reach the internet (the repository's vitest.config.ts).
      setupFiles: [fileURLToPath(new URL('../../test/loopback-only.ts', import.meta.url))],
    },
  }),
);
