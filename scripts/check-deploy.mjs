// `node scripts/check-deploy.mjs` (run by .ci/run): no container runtime can pull images here, so this runs the
// Dockerfile's own steps without one. In a temporary folder per stage it copies what each COPY names (from the
// files of a clean checkout, less .dockerignore), runs each RUN in its WORKDIR with its ENV, then starts the last
// stage's CMD on a free port against a scratch PostgreSQL database, waits for /api/health/live, runs the
// HEALTHCHECK command, asks for a page and the widget script, and stops the server with SIGTERM.
// POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server for the scratch database.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  commandOf,
  ignoreMatcher,
  parseDockerfile,
  parseEnv,
  parseHealthcheck,
  splitFlags,
} from './deploy/dockerfile.mjs';
import { root } from './lib.mjs';

const started = Date.now();
const log = (message) => console.log(`[check-deploy ${Math.round((Date.now() - started) / 1000)}s] ${message}`);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-deploy-'));
const adminUrl = process.env.POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `causeway_deploy_${process.pid}`;

/** The files of a clean checkout: tracked and new ones from the working tree (in CI, a fresh clone). */
function makeContext() {
  const context = path.join(work, 'context');
  const ignored = ignoreMatcher(fs.readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString()
    .split('\0')
    .filter((f) => f && !ignored(f) && fs.existsSync(path.join(root, f)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(context, file)), { recursive: true });
    fs.cpSync(path.join(root, file), path.join(context, file), { verbatimSymlinks: true });
  }
  log(`context: ${files.length} files`);
  return context;
}

/** Docker's COPY: a folder's contents go into the destination; several sources or a trailing / mean a folder. */
function copy(sources, dest) {
  const intoFolder = sources.length > 1 || dest.endsWith('/');
  for (const source of sources) {
    if (!fs.existsSync(source)) throw new Error(`COPY: ${source} does not exist`);
    const target = fs.statSync(source).isDirectory() || !intoFolder ? dest : path.join(dest, path.basename(source));
    fs.mkdirSync(fs.statSync(source).isDirectory() ? target : path.dirname(target), { recursive: true });
    fs.cpSync(source, target, { recursive: true, verbatimSymlinks: true });
  }
}

function run(command, args, options) {
  execFileSync(command, args, { stdio: 'inherit', ...options });
}

/** Builds every stage in order; returns the last one's folder, working directory, environment and commands. */
function buildStages(context) {
  const stages = parseDockerfile(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
  const built = new Map();
  let last;
  stages.forEach((stage, index) => {
    const fsRoot = path.join(work, `stage-${index}`);
    const state = {
      base: stage.base,
      fsRoot,
      workdir: '/',
      env: {},
      cmd: undefined,
      healthcheck: undefined,
      user: 'root',
    };
    const inStage = (p) => path.join(fsRoot, path.posix.resolve(state.workdir, p));
    log(`stage ${stage.name ?? index} (${stage.base})`);
    for (const { keyword, args, line, imageOnly } of stage.instructions) {
      if (imageOnly) {
        log(`  line ${line}: ${keyword} ${args}  (image only, not run here)`);
        continue;
      }
      if (keyword === 'WORKDIR') {
        state.workdir = path.posix.resolve(state.workdir, args.trim());
        fs.mkdirSync(inStage('.'), { recursive: true });
      } else if (keyword === 'ENV') {
        Object.assign(state.env, parseEnv(args));
      } else if (keyword === 'COPY') {
        const { flags, words } = splitFlags(args);
        const dest = words.pop();
        const from = flags.from && built.get(flags.from);
        if (flags.from && !from) throw new Error(`line ${line}: no stage named ${flags.from}`);
        const sources = words.map((w) =>
          from ? path.join(from.fsRoot, path.posix.resolve('/', w)) : path.join(context, w),
        );
        copy(sources, inStage(dest) + (dest.endsWith('/') ? '/' : ''));
      } else if (keyword === 'RUN') {
        log(`  line ${line}: RUN ${args}`);
        const [command, ...rest] = commandOf(args);
        // As in a fresh image: the stage's ENV and little else. npm's cache is the machine's (HOME): the steps are
        // the Dockerfile's, the downloads need not be.
        const env = { PATH: process.env.PATH, HOME: os.homedir(), ...state.env, npm_config_prefer_offline: 'true' };
        run(command, rest, { cwd: inStage('.'), env });
      } else if (keyword === 'CMD') {
        state.cmd = commandOf(args);
      } else if (keyword === 'HEALTHCHECK') {
        state.healthcheck = parseHealthcheck(args).command;
      } else if (keyword === 'USER') {
        state.user = args.trim();
      }
    }
    built.set(stage.name ?? String(index), state);
    last = state;
  });
  if (!last.cmd || !last.healthcheck) throw new Error('the last stage needs a CMD and a HEALTHCHECK');
  if (last.user === 'root' || last.user === '0') throw new Error('the last stage must run as a user other than root');
  // Production dependencies only: a build tool in the image would mean the dev dependencies came along.
  const modules = path.join(last.fsRoot, last.workdir, 'node_modules');
  if (!fs.existsSync(path.join(modules, 'fastify'))) throw new Error('the image has no node_modules/fastify');
  for (const devOnly of ['vite', 'typescript', 'vitest', 'tsx', 'esbuild']) {
    if (fs.existsSync(path.join(modules, devOnly))) throw new Error(`the image holds a dev dependency: ${devOnly}`);
  }
  return last;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(url, child, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${seconds} s`);
}

function exitOf(child, seconds) {
  return new Promise((resolve, reject) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    const timer = setTimeout(
      () => reject(new Error(`the server did not stop within ${seconds} s of SIGTERM`)),
      seconds * 1000,
    );
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code ?? signal);
    });
  });
}

async function startAndProbe(image) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // What `docker run -e …` would set: this machine's loopback, a scratch database, a scratch DATA_DIR.
  const env = {
    PATH: process.env.PATH,
    ...image.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(work, 'data'),
    DATABASE_URL: Object.assign(new URL(adminUrl), { pathname: `/${database}` }).href,
    PUBLIC_URL: base,
  };
  const cwd = path.join(image.fsRoot, image.workdir);
  log(`CMD ${JSON.stringify(image.cmd)} on port ${port}`);
  const [command, ...args] = image.cmd;
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    await waitFor(`${base}/api/health/live`, child, 90);
    log(`live after ${Math.round((Date.now() - started) / 1000)} s`);
    const [hcCommand, ...hcArgs] = image.healthcheck;
    run(hcCommand, hcArgs, { cwd, env, timeout: 10_000 });
    log('HEALTHCHECK command: exit 0');
    for (const [pathname, type] of [
      ['/', 'text/html'],
      ['/embed.js', 'javascript'],
    ]) {
      const response = await fetch(base + pathname);
      const contentType = response.headers.get('content-type') ?? '';
      if (!response.ok || !contentType.includes(type)) {
        throw new Error(`GET ${pathname}: ${response.status} ${contentType}`);
      }
      log(`GET ${pathname}: ${response.status} ${contentType}`);
    }
  } finally {
    child.kill('SIGTERM');
  }
  const code = await exitOf(child, 20);
  if (code !== 0) throw new Error(`the server exited with ${code} after SIGTERM`);
  log('stopped cleanly on SIGTERM');
}

const admin = new pg.Client({ connectionString: adminUrl });
let failed = false;
try {
  await admin.connect();
  await admin.query(`create database "${database}"`);
  const context = makeContext();
  const image = buildStages(context);
  log(`the image is based on ${image.base}; this machine ran its steps with Node.js ${process.version}`);
  await startAndProbe(image);
  log('the Dockerfile builds and starts');
} catch (error) {
  failed = true;
  console.error(`check-deploy failed: ${error instanceof Error ? error.message : error}`);
} finally {
  await admin.query(`drop database if exists "${database}" with (force)`).catch(() => {});
  await admin.end().catch(() => {});
  fs.rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
