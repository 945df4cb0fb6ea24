import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  commandOf,
  ignoreMatcher,
  parseDockerfile,
  parseEnv,
  parseHealthcheck,
  splitFlags,
} from '../scripts/deploy/dockerfile.mjs';

/**
 * The deployment recipe (Dockerfile, compose.yaml, deploy/): linted and checked with the tools this machine has.
 * The Dockerfile's steps themselves run in .ci/run (scripts/check-deploy.mjs), too slow for every `npm test`.
 */
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-recipe-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const nginx = '/usr/sbin/nginx';
const hasNginx = fs.existsSync(nginx);
// .ci/run installs nginx: there a missing one is a failure, never a quiet skip.
if (!hasNginx && process.env.CI) throw new Error(`${nginx} is missing: the deployment checks need it in CI`);
const systemdAnalyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((p) => fs.existsSync(p));

/** Replaces each `from` (which must be there) with its `to`: the site file's paths, pointed at a temp folder. */
function rewrite(text: string, replacements: [string, string][]): string {
  for (const [from, to] of replacements) {
    expect(text, `expected ${from}`).toContain(from);
    text = text.replaceAll(from, to);
  }
  return text;
}

/** `nginx -t` on a site file inside a minimal main config that writes only under `dir`. */
function nginxTest(dir: string, site: string): { status: number | null; output: string } {
  fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/logs/error.log;`,
      'events {}',
      'http {',
      `  access_log ${dir}/logs/access.log;`,
      `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
      `  include ${dir}/site.conf;`,
      '}',
    ].join('\n'),
  );
  const result = spawnSync(nginx, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
  return { status: result.status, output: result.stderr + result.stdout };
}

describe('the Dockerfile', () => {
  const stages = parseDockerfile(read('Dockerfile'));
  const runtime = stages.at(-1)!;
  const last = (keyword: string) => runtime.instructions.filter((i) => i.keyword === keyword).at(-1);

  it('passes dockerfilelint with no findings', () => {
    const result = spawnSync(path.join(root, 'node_modules/.bin/dockerfilelint'), ['-j', 'Dockerfile'], {
      cwd: root,
      encoding: 'utf8',
    });
    const report = JSON.parse(result.stdout) as { totalIssues: number; files: { issues: unknown[] }[] };
    expect(report.files[0]!.issues).toEqual([]);
    expect(report.totalIssues).toBe(0);
    expect(result.status).toBe(0);
  });

  it('builds in one stage and runs as a non-root production process with a health check in another', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const runs = stages.flatMap((s) => s.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args));
    expect(runs).toContain('npm run build');
    expect(runs.some((r) => r.startsWith('npm ci --omit=dev'))).toBe(true);
    expect(last('USER')?.args).not.toMatch(/^(root|0)$/);
    expect(runtime.instructions.some((i) => i.keyword === 'ENV' && parseEnv(i.args).NODE_ENV === 'production')).toBe(
      true,
    );
    expect(last('EXPOSE')?.args).toBe(
      parseEnv(runtime.instructions.filter((i) => i.keyword === 'ENV').at(-1)!.args).PORT,
    );
    expect(parseHealthcheck(last('HEALTHCHECK')!.args).command.join(' ')).toContain('/api/health/live');
    expect(commandOf(last('CMD')!.args)).toEqual(['node', '--enable-source-maps', 'apps/server/dist/server.js']);
  });

  it('is read the way Docker reads it', () => {
    expect(splitFlags('--from=build /app/dist apps/dist')).toEqual({
      flags: { from: 'build' },
      words: ['/app/dist', 'apps/dist'],
    });
    expect(parseEnv('A=1 B="two words"')).toEqual({ A: '1', B: 'two words' });
    expect(commandOf('npm ci')).toEqual(['/bin/sh', '-c', 'npm ci']);
    expect(() => parseDockerfile('FROM x\nADD a b\n')).toThrow('ADD is not understood');
    const ignored = ignoreMatcher(['**/node_modules', 'data', '*.log', 'bench/tmp-*']);
    expect(['node_modules/x', 'apps/web/node_modules', 'data/pglite/x', 'a.log', 'bench/tmp-1/x'].every(ignored)).toBe(
      true,
    );
    expect(['apps/server/src/data.ts', 'logs/a.log', 'bench/run.mjs', 'apps/datasets'].some(ignored)).toBe(false);
  });
});

describe('compose.yaml', () => {
  const compose = read('compose.yaml');

  it('mounts files that exist and sets only settings the server knows', () => {
    const mounts = [...compose.matchAll(/- \.\/(\S+?):/g)].map((m) => m[1]!);
    expect(mounts.length).toBeGreaterThan(0);
    for (const file of mounts) expect(fs.existsSync(path.join(root, file)), file).toBe(true);
    const appSection = compose.slice(compose.indexOf('\n  app:'), compose.indexOf('\n  proxy:'));
    const environment = appSection.slice(appSection.indexOf('environment:'), appSection.indexOf('volumes:'));
    const names = [...environment.matchAll(/^ {6}([A-Z_]+):/gm)].map((m) => m[1]!);
    const config = read('apps/server/src/config.ts');
    expect(names).toEqual(expect.arrayContaining(['DATABASE_URL', 'PUBLIC_URL', 'TRUST_PROXY']));
    for (const name of names) expect(config, name).toMatch(new RegExp(`\\b${name}:`));
    expect(appSection).toMatch(/replicas: 2/);
  });
});

describe.skipIf(!hasNginx)('the nginx site files pass nginx -t', () => {
  it('deploy/nginx/causeway.conf, with TLS from a self-signed certificate', () => {
    const dir = path.join(work, 'tls');
    fs.mkdirSync(dir, { recursive: true });
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    fs.copyFileSync(path.join(root, 'deploy/nginx/causeway-proxy.conf'), path.join(dir, 'causeway-proxy.conf'));
    const site = rewrite(read('deploy/nginx/causeway.conf'), [
      ['/etc/letsencrypt/live/example.org/fullchain.pem', path.join(dir, 'cert.pem')],
      ['/etc/letsencrypt/live/example.org/privkey.pem', path.join(dir, 'key.pem')],
      ['/etc/nginx/snippets/causeway-proxy.conf', path.join(dir, 'causeway-proxy.conf')],
    ]);
    const result = nginxTest(dir, site);
    expect(result.output).toContain('test is successful');
    expect(result.output).not.toMatch(/\[warn\]|\[emerg\]/);
    expect(result.status).toBe(0);
  });

  it('deploy/nginx/compose.conf, with the app service on this machine', () => {
    const dir = path.join(work, 'compose');
    fs.mkdirSync(dir, { recursive: true });
    fs.copyFileSync(path.join(root, 'deploy/nginx/causeway-proxy.conf'), path.join(dir, 'causeway-proxy.conf'));
    const site = rewrite(read('deploy/nginx/compose.conf'), [
      // nginx resolves upstream names when it reads its config; "app" exists only inside Compose's network.
      ['server app:3000', 'server 127.0.0.1:3000'],
      ['/etc/nginx/snippets/causeway-proxy.conf', path.join(dir, 'causeway-proxy.conf')],
    ]);
    const result = nginxTest(dir, site);
    expect(result.output).toContain('test is successful');
    expect(result.output).not.toMatch(/\[warn\]|\[emerg\]/);
    expect(result.status).toBe(0);
  });
});

describe.skipIf(!systemdAnalyze)('the systemd unit', () => {
  it('passes systemd-analyze verify without a warning', () => {
    const dir = path.join(work, 'systemd');
    fs.mkdirSync(dir, { recursive: true });
    // Where node lives differs between machines; everything else is checked as written.
    const unit = rewrite(read('deploy/causeway@.service'), [
      ['ExecStart=/usr/bin/node', `ExecStart=${process.execPath}`],
    ]);
    fs.writeFileSync(path.join(dir, 'causeway@.service'), unit);
    const result = spawnSync(systemdAnalyze!, ['verify', path.join(dir, 'causeway@3001.service')], {
      encoding: 'utf8',
    });
    expect(result.stderr + result.stdout).toBe('');
    expect(result.status).toBe(0);
  });
});
