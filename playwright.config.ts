import { defineConfig, devices } from '@playwright/test';
import { e2eDataDir, e2ePort as port } from './e2e/support/data-dir';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';

// 'localhost', not 127.0.0.1: a passkey is bound to a host name (WebAuthn refuses an IP address as the relying
// party), and localhost is a secure context over plain HTTP. scripts/e2e-server.mjs sets PUBLIC_URL to match.
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  // Whole journeys (a donation with 3-D Secure, a recurring gift managed end to end) take 20-30 s on an idle
  // 2-core machine; 60 s keeps them from failing on a busy one without hiding a hang.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'off',
    video: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        // Debian's Chromium, started as Lighthouse starts it (scripts/chromium.mjs).
        launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
      },
    },
  ],
  webServer: {
    // Serves the built app (run `npm run build` first, as `npm run test:e2e` does) on a fresh DATA_DIR.
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(port), E2E_DATA_DIR: e2eDataDir },
    // Every run starts from an empty database, so journeys never depend on leftovers.
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
