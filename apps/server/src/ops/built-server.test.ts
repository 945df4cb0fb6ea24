import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { serverUrl } from '../test/server-url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const root = path.resolve(serverDir, '../..');
// A checkout of its own in a temporary folder, as a deployment has it: the build in apps/server/dist, the web app
// node_modules and the language catalogues (copied beside the build by the Dockerfile) linked from this one. The
// working tree's apps/server/dist is left to whoever runs it.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-built-'));
const dist = path.join(tmp, 'apps/server/dist');
fs.mkdirSync(path.dirname(dist), { recursive: true });
fs.symlinkSync(path.join(root, 'node_modules'), path.join(tmp, 'node_modules'));
fs.symlinkSync(path.join(root, 'apps/web'), path.join(tmp, 'apps/web'));
fs.mkdirSync(path.join(tmp, 'packages/contracts'), { recursive: true });
fs.symlinkSync(path.join(root, 'packages/contracts/locales'), path.join(tmp, 'packages/contracts/locales'));
fs.symlinkSync(path.join(serverDir, 'locales'), path.join(tmp, 'apps/server/locales'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The environment of a production start on PGlite: nothing from the test run's own settings. */
function envFor(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  for (const key of ['DATABASE_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SMTP_URL', 'METRICS_TOKEN']) {
    delete env[key];
  }
  return env;
}

/** Runs one of the built command-line tools to its end. */
function tool(name: string, args: string[], dataDir: string) {
  const result = spawnSync(process.execPath, [path.join(dist, `${name}.js`), ...args], {
    env: envFor(dataDir),
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the server built to JavaScript (apps/server/scripts/build.mjs)', () => {
  it('starts with node alone, serves its demo data, stops on SIGINT; its backup, restore and create-admin work', async () => {
    const build = spawnSync(process.execPath, [path.join(serverDir, 'scripts/build.mjs'), '--outdir', dist], {
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);

    const dataDir = path.join(tmp, 'data');
    const server = spawn(process.execPath, [path.join(dist, 'server.js')], {
      env: { ...envFor(dataDir), PORT: '0', HOST: '127.0.0.1', DEMO_DATA: 'on' },
    });
    const stopped = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    try {
      const url = await serverUrl(server);
      const campaigns = await fetch(`${url}/api/campaigns`);
      expect(campaigns.status).toBe(200);
      expect(((await campaigns.json()) as unknown[]).length).toBeGreaterThan(0);
      // The demo images are read from beside the build (copied by it).
      const image = await fetch(`${url}/demo-images/wasini-coral.jpg`);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      // The language catalogues are read from beside the build: a Spanish visitor's error is not the English one.
      const missing = (language: string) =>
        fetch(`${url}/api/campaigns/987654321`, { headers: { 'accept-language': language } }).then(
          async (res) => ((await res.json()) as { message: string }).message,
        );
      const [english, spanish] = [await missing('en'), await missing('es')];
      expect(english).toMatch(/\w/);
      expect(spanish).not.toBe(english);
      // The PGlite data dir is the server's while it runs.
      expect(tool('backup', ['--out', path.join(tmp, 'live.tar.gz')], dataDir).output).toMatch(/in use/);
    } finally {
      server.kill('SIGINT');
    }
    expect(await stopped).toBe(0);

    const backup = path.join(tmp, 'backup.tar.gz');
    expect(tool('backup', ['--out', backup], dataDir)).toMatchObject({ code: 0 });
    const restored = path.join(tmp, 'restored');
    expect(tool('restore', ['--in', backup], restored)).toMatchObject({ code: 0 });
    const again = tool('restore', ['--in', backup], restored);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/--force/);
    expect(tool('restore', [], restored).code).toBe(2);
    const admin = tool('create-admin', ['--email', 'ops@example.org', '--password', 'a long password here'], restored);
    expect(admin).toMatchObject({ code: 0, output: expect.stringMatching(/Created administrator ops@example.org/) });
    // Five processes on PGlite, one seeding the demo data: well over the default test time on a loaded machine.
  }, 180_000);
});
