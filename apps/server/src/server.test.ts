import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCreateAdminArgs } from './cli/create-admin-command';

// These tests start the real process on PGlite; the PostgreSQL run of the API suite skips them.
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-process-'));
const baseEnv: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DEMO_DATA: 'on',
};
delete baseEnv.DATABASE_URL;
delete baseEnv.TEST_DATABASE_URL;

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

interface Running {
  child: ChildProcess;
  url: string;
  output: string;
}

function startServer(env: NodeJS.ProcessEnv = baseEnv): Promise<Running> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsx, 'src/server.ts'], { cwd: path.resolve(here, '..'), env });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) resolve({ child, url: match[1]!, output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGINT'): Promise<number | null> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

function runCli(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsx, 'src/cli/create-admin.ts', ...args], {
      cwd: path.resolve(here, '..'),
      env: baseEnv,
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

// Each test starts real processes (PGlite, migrations, seeding): allow for a busy machine.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the server process on PGlite', { timeout: 120_000 }, () => {
  // One data folder through two server runs (the second shows no demo passwords again), with create-admin used
  // while the server is stopped (it works) and while it runs (refused): each process start costs seconds.
  it('keeps its data across Ctrl-C and a restart, prints demo passwords only once, and create-admin works with the server stopped and refuses while it runs', async () => {
    const first = await startServer();
    const me = await fetch(`${first.url}/api/auth/me`);
    expect(me.status).toBe(200);
    expect(await me.json()).toBeNull();
    expect(first.output).toMatch(/administrator\s+admin@example\.org\s+password: \S+/);
    const adminPassword = /administrator\s+admin@example\.org\s+password: (\S+)/.exec(first.output)![1]!;
    const account = { email: 'persist@example.com', username: 'persist', password: 'secret-123' };
    expect((await post(`${first.url}/api/auth/register`, account)).status).toBe(201);
    expect(await stop(first.child)).toBe(0);

    const created = await runCli(['--email', 'chief@example.org', '--password', 'chief-pass-1']);
    expect(created.output).toContain('Created administrator chief@example.org');
    expect(created.code).toBe(0);

    const second = await startServer();
    try {
      expect(second.output).not.toContain('password:');
      const login = await post(`${second.url}/api/auth/login`, account);
      expect(login.status).toBe(200);
      const admin = await post(`${second.url}/api/auth/login`, { email: 'admin@example.org', password: adminPassword });
      expect(await admin.json()).toMatchObject({ role: 'admin' });

      const refused = await runCli(['--email', 'other@example.org', '--password', 'other-pass-1']);
      expect(refused.code).not.toBe(0);
      expect(refused.output).toContain('is in use by another Causeway process');
      const chief = await post(`${second.url}/api/auth/login`, {
        email: 'chief@example.org',
        password: 'chief-pass-1',
      });
      expect(await chief.json()).toMatchObject({ role: 'admin' });
    } finally {
      expect(await stop(second.child, 'SIGTERM')).toBe(0);
    }
    // What were two tests of 120 s each on a busy machine.
  }, 240_000);

  it('create-admin explains missing or bad arguments', async () => {
    const missing = await runCli(['--email', 'x@example.org']);
    expect(missing.code).toBe(2);
    expect(missing.output).toContain('--password is required');
    // The other checks of the command line, without a process of their own.
    expect(parseCreateAdminArgs(['--email', 'x@example.org', '--password', '123'])).toBe(
      'Password must be at least 6 characters',
    );
    expect(parseCreateAdminArgs(['--password', 'long-enough'])).toContain('--email is required');
    expect(parseCreateAdminArgs(['--email', 'x@example.org', '--password', 'long-enough', '--bogus'])).toContain(
      'Usage: npm run create-admin',
    );
    expect(parseCreateAdminArgs(['--email', ' X@example.org ', '--password', 'long-enough'])).toEqual({
      email: 'X@example.org',
      password: 'long-enough',
    });
  });

  it('stops at start-up with one line naming a bad variable', async () => {
    const child = spawn(process.execPath, [tsx, 'src/server.ts'], {
      cwd: path.resolve(here, '..'),
      env: { ...baseEnv, PORT: 'abc' },
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('Configuration error: PORT must be a number (got "abc")');
  });
});
