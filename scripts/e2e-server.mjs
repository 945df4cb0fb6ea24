// Starts the built app for Playwright: a fresh DATA_DIR, demo data, sandbox payments, and known administrators.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run, startServer } from './lib.mjs';

const port = process.env.E2E_PORT ?? '3199';
// A fixed folder (from playwright.config.ts) lets journeys read the outbox; it starts empty every run.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-e2e-'));
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
// Every journey comes from 127.0.0.1: per-address limits sized for people would throttle the suite.
const env = {
  DATA_DIR: dataDir,
  PORT: port,
  HOST: '127.0.0.1',
  // The browser's address in playwright.config.ts: passkeys are bound to this host name (WebAuthn's relying party).
  PUBLIC_URL: `http://localhost:${port}`,
  DEMO_DATA: 'on',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_LOGINS: '1000',
  RATE_LIMIT_SIGNUPS: '1000',
  RATE_LIMIT_DONATIONS: '1000',
  RATE_LIMIT_ERRORS: '1000',
  APP_ENV: 'e2e',
  // Authenticator-app secrets are stored encrypted with this key (the account-security journey sets one up).
  AUTH_ENCRYPTION_KEY: 'e2e-only-authenticator-secret-key-0123456789',
};
for (const key of [
  'DATABASE_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_URL',
]) {
  delete process.env[key];
}

/** The production tool from the server's build, as an operator runs it (npm run create-admin, …). */
async function cli(...args) {
  const code = await run(process.execPath, ['scripts/cli.mjs', ...args], { env: { ...process.env, ...env } });
  if (code !== 0) process.exit(code);
}

await cli('create-admin', '--email', 'e2e-admin@example.org', '--password', 'e2e-admin-password');
// The account-security journey's administrator: it sets up authenticator codes and signs in with them.
await cli('create-admin', '--email', 'e2e-admin-2fa@example.org', '--password', 'e2e-admin-password');
// A new installation requires administrators to use two-factor (migration 0012); the other journeys sign their
// administrator in with a password, and the account-security journey turns the requirement on itself.
await cli('two-factor', 'require', 'off');

const server = startServer(env);
const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
