// `npm run bench`: public read throughput against a bare node:http baseline, bundle sizes, concurrent donations,
// and the admin donor list and overview at 100,000 donors (bench/admin.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root, run, startServer, webBuildIsStale, webDist } from '../scripts/lib.mjs';
import { measureInitialBundle } from './bundle-size.mjs';
import { runDonationBench } from './donations.mjs';
import { runAdminBench } from './admin.mjs';
import pg from 'pg';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (webBuildIsStale()) {
  const code = await run('npm', ['run', 'build', '--silent']);
  if (code !== 0) process.exit(code);
}
const bundle = measureInitialBundle(webDist);
console.log('\n## Bundle (production build, gzip -9)');
console.log(
  `initial JS of the public pages: ${kb(bundle.jsGzip)} (budget 150 KB) ${bundle.jsGzip <= 150 * 1024 ? 'OK' : 'OVER BUDGET'}`,
);
for (const f of bundle.js) console.log(`  ${f.file}  ${kb(f.gzip)}`);
console.log(`initial CSS: ${kb(bundle.cssGzip)}`);
console.log(`admin code in the initial load: ${bundle.adminInInitial ? 'YES (must not be)' : 'no'}`);
console.log(`tour player in the initial load: ${bundle.tourPlayerInInitial ? 'YES (must not be)' : 'no'}`);

function waitForLine(child, pattern) {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const match = pattern.exec(output);
      if (match) resolve(match);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-bench-'));
const benchEnv = { PORT: '0', LOG_LEVEL: 'warn', DEMO_DATA: 'on', RATE_LIMIT_DONATIONS: '1000000' };
const app = startServer({ ...benchEnv, DATA_DIR: dataDir, DATABASE_URL: '' }, 'pipe');
const [, appUrl] = await waitForLine(app, /running at (http:\/\/\S+)/);
const [first] = await (await fetch(`${appUrl}/api/campaigns?status=active&limit=1`)).json();
const paths = ['/api/campaigns?status=active&limit=6', `/api/campaigns/${first.id}`, '/api/stats'];

const routes = {};
for (const p of paths) {
  const res = await fetch(appUrl + p);
  routes[p] = { body: await res.text(), contentType: res.headers.get('content-type') };
}
const routesFile = path.join(dataDir, 'routes.json');
fs.writeFileSync(routesFile, JSON.stringify(routes));
const bare = spawn(process.execPath, [path.join(root, 'bench/bare-server.mjs')], {
  env: { ...process.env, BENCH_ROUTES: routesFile },
});
const [, barePort] = await waitForLine(bare, /PORT (\d+)/);
const bareUrl = `http://127.0.0.1:${barePort}`;

const load = (url) => autocannon({ url, connections, duration });
console.log(`\n## Public reads (autocannon, ${connections} connections, ${duration} s each, PGlite with demo data)`);
console.log('endpoint | app req/s | p50 ms | p99 ms | bare req/s | p50 ms | p99 ms | ratio');
let worst = Infinity;
for (const p of paths) {
  const a = await load(appUrl + p);
  const b = await load(bareUrl + p);
  const ratio = a.requests.average / b.requests.average;
  worst = Math.min(worst, ratio);
  const errors = a.errors + a.non2xx;
  console.log(
    `${p} | ${a.requests.average.toFixed(0)} | ${a.latency.p50} | ${a.latency.p99} | ${b.requests.average.toFixed(0)} | ${b.latency.p50} | ${b.latency.p99} | ${ratio.toFixed(2)}${errors ? ` (${errors} errors)` : ''}`,
  );
}
console.log(
  `lowest ratio to the bare server: ${worst.toFixed(2)} (goal at least 0.50) ${worst >= 0.5 ? 'OK' : 'BELOW GOAL'}`,
);

bare.kill();

const clients = Number(process.env.BENCH_DONATION_CLIENTS ?? 50);
const report = (label, r) =>
  console.log(
    `${label} | ${r.donations} | ${r.perSecond.toFixed(1)} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.errors} | ${r.totalsExact ? 'yes' : `NO (expected +${r.expectedRaise}, got +${r.actualRaise})`}`,
  );
console.log(
  `\n## Complete sandbox donations (create intent + confirm), ${clients} concurrent clients, ${duration} s, one campaign`,
);
console.log('database | donations | per second | p50 ms | p99 ms | errors | raised amount = sum of succeeded');
report('PGlite', await runDonationBench(appUrl, { clients, durationSeconds: duration }));
app.kill('SIGTERM');
await new Promise((resolve) => app.on('exit', resolve));
fs.rmSync(dataDir, { recursive: true, force: true });

// The same on a PostgreSQL server, in a throw-away database (skipped when none is reachable).
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `causeway_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
let postgresReachable = true;
try {
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
} catch (error) {
  console.log(`PostgreSQL | skipped (${error.message})`);
  await admin.end().catch(() => {});
  postgresReachable = false;
}
if (postgresReachable) {
  const pgUrl = new URL(adminUrl);
  pgUrl.pathname = `/${dbName}`;
  const pgDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-bench-pg-'));
  const pgApp = startServer({ ...benchEnv, DATA_DIR: pgDataDir, DATABASE_URL: pgUrl.toString() }, 'pipe');
  try {
    const [, pgAppUrl] = await waitForLine(pgApp, /running at (http:\/\/\S+)/);
    report('PostgreSQL', await runDonationBench(pgAppUrl, { clients, durationSeconds: duration }));
  } finally {
    pgApp.kill('SIGTERM');
    await new Promise((resolve) => pgApp.on('exit', resolve));
    await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
    fs.rmSync(pgDataDir, { recursive: true, force: true });
  }
}

// The admin donor list and overview at 100,000 donors and 1,000,000 donations (prints its own skip line).
await runAdminBench();
