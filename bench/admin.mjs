// Admin donor list, overview and donations ledger at scale: 100,000 donors and 1,000,000 donations on PostgreSQL (`npm run
// seed:large`), measured one request at a time. Run alone with `node bench/admin.mjs`, or from `npm run bench`.
// BENCH_LARGE_DATABASE_URL: reuse a database seeded before instead of seeding a fresh one (several minutes).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { root, run, startServer } from '../scripts/lib.mjs';

const GOAL_MS = 150;
const WARM_UP = 10;
const REQUESTS = Number(process.env.BENCH_ADMIN_REQUESTS ?? 100);
const admin = { email: 'bench-admin@example.org', password: 'bench-admin-password' };
const tsx = path.join(root, 'node_modules/tsx/dist/esm/index.mjs');
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the database when missing; false when no PostgreSQL answers. */
async function ensureDatabase(url) {
  const server = new URL(url);
  const name = decodeURIComponent(server.pathname.slice(1));
  server.pathname = '/postgres';
  try {
    await withClient(server.toString(), async (c) => {
      const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount === 0) await c.query(`create database "${name.replace(/"/g, '""')}"`);
    });
    return true;
  } catch (error) {
    console.log(`admin bench skipped: PostgreSQL is not reachable (${error.message})`);
    return false;
  }
}

const hasLargeData = (url) =>
  withClient(url, (c) => c.query("select 1 from organizations where name = 'Large Seed Org 1'"))
    .then((r) => r.rowCount > 0)
    .catch(() => false);

function waitForUrl(child) {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

async function measure(url, cookie) {
  const timings = [];
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    if (i >= WARM_UP) timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p95: percentile(timings, 95) };
}

/**
 * Measures the admin requests on a database with 100,000 donors and 1,000,000 donations. By default a fresh
 * database is created, seeded (`npm run seed:large`, a few minutes) and dropped afterwards; set
 * BENCH_LARGE_DATABASE_URL to reuse a database seeded before (it is seeded when empty, and kept).
 * Returns the figures, or `{ skipped }` with the reason when no PostgreSQL answers.
 */
export async function runAdminBench() {
  const reuse = process.env.BENCH_LARGE_DATABASE_URL;
  let url = reuse;
  if (!url) {
    const server = new URL(process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    server.pathname = `/causeway_bench_large_${process.pid}`;
    url = server.toString();
  }
  console.log(
    `\n## Admin donor list and overview (PostgreSQL, ${REQUESTS} sequential requests each after ${WARM_UP} warm-up)`,
  );
  if (!(await ensureDatabase(url))) return { skipped: 'PostgreSQL is not reachable' };
  try {
    return await measureAll(url);
  } finally {
    if (!reuse) await dropDatabase(url);
  }
}

async function dropDatabase(url) {
  const server = new URL(url);
  const name = decodeURIComponent(server.pathname.slice(1));
  server.pathname = '/postgres';
  await withClient(server.toString(), (c) =>
    c.query(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`),
  );
}

async function measureAll(url) {
  const env = { DATABASE_URL: url, LOG_LEVEL: 'warn' };
  let seedSeconds = null;
  if (!(await hasLargeData(url))) {
    console.log('No large data in this database yet: running npm run seed:large (a few minutes).');
    const started = performance.now();
    const code = await run('npm', ['run', 'seed:large', '--silent'], { env: { ...process.env, ...env } });
    if (code !== 0) throw new Error(`seed:large failed with exit code ${code}`);
    seedSeconds = (performance.now() - started) / 1000;
  }
  const made = await run(
    process.execPath,
    ['--import', tsx, 'apps/server/src/cli/create-admin.ts', '--email', admin.email, '--password', admin.password],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (made !== 0) throw new Error('could not create the bench administrator');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-bench-admin-'));
  const app = startServer(
    { ...env, PORT: '0', DATA_DIR: dataDir, DEMO_DATA: 'off', RATE_LIMIT_LOGINS: '100000' },
    'pipe',
  );
  try {
    const base = await waitForUrl(app);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('causeway_session='))
      ?.split(';')[0];
    if (!cookie) throw new Error(`admin login failed: ${login.status}`);
    // The seed turns Settings → Security's two-factor requirement off; a database seeded otherwise may have it on.
    if ((await login.json()).twoFactorSetupRequired) {
      throw new Error(
        'the bench administrator would need two-factor: run `npm run two-factor -- require off` on this database',
      );
    }
    const top = await (await fetch(`${base}/api/admin/donors`, { headers: { cookie } })).json();
    const cases = [
      ...['all', 'recurring', 'one-time', 'recent', 'top'].map((f) => [
        `donors, filter ${f}`,
        `/api/admin/donors?filter=${f}`,
      ]),
      ['donors, search q=smith', '/api/admin/donors?q=smith'],
      ['donors, search q=guest12 (rare)', '/api/admin/donors?q=guest12'],
      ['donors, all, page 500', '/api/admin/donors?filter=all&page=500'],
      ['donor detail (largest donor)', `/api/admin/donors/${encodeURIComponent(top.items[0].key)}`],
      ['dashboard stats', '/api/admin/dashboard/stats'],
      ['dashboard monthly', '/api/admin/dashboard/monthly'],
      ['recent donations', '/api/admin/donations/recent'],
      ...(await ledgerCases(base, cookie)),
    ];
    console.log(`donors in the list: ${top.total}; goal: p95 under ${GOAL_MS} ms`);
    console.log('request | p50 ms | p95 ms | p95 under 150 ms');
    const figures = [];
    for (const [label, p] of cases) {
      const { p50, p95 } = await measure(base + p, cookie);
      figures.push({ label, p50, p95, ok: p95 < GOAL_MS });
      console.log(`${label} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${p95 < GOAL_MS ? 'OK' : 'OVER'}`);
    }
    const over = figures.filter((f) => !f.ok).length;
    console.log(over === 0 ? 'every admin request: p95 under 150 ms OK' : `${over} admin request(s) OVER the goal`);
    return { donors: top.total, seedSeconds, goalMs: GOAL_MS, figures };
  } finally {
    app.kill('SIGTERM');
    await new Promise((resolve) => app.on('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The donations ledger and the recurring gifts (issue 23): the ledger's default page, each search kind (a common surname, a rare guest, an exact
 * receipt number, a payment intent id), the filters, the amount order, a deep page, and one donation's detail.
 */
async function ledgerCases(base, cookie) {
  const first = await (await fetch(`${base}/api/admin/donations?sort=amount_desc`, { headers: { cookie } })).json();
  const sample = first.items.find((item) => item.receiptNumber !== null) ?? first.items[0];
  const detail = await (await fetch(`${base}/api/admin/donations/${sample.id}`, { headers: { cookie } })).json();
  const campaignId = sample.campaign.id;
  return [
    ['ledger, newest first', '/api/admin/donations'],
    ['ledger, search q=smith (common)', '/api/admin/donations?q=smith'],
    ['ledger, search q=guest12 (rare)', '/api/admin/donations?q=guest12'],
    ['ledger, search receipt number', `/api/admin/donations?q=${sample.receiptNumber}`],
    ['ledger, search payment intent', `/api/admin/donations?q=${encodeURIComponent(detail.paymentIntentId ?? 'pi_x')}`],
    ['ledger, status failed', '/api/admin/donations?status=failed'],
    ['ledger, campaign + recurring', `/api/admin/donations?campaignId=${campaignId}&type=recurring`],
    ['ledger, one month, $100+', '/api/admin/donations?from=2026-01-01&to=2026-01-31&minAmount=10000'],
    ['ledger, largest first', '/api/admin/donations?sort=amount_desc'],
    ['ledger, page 500', '/api/admin/donations?page=500'],
    ['ledger, q=smith, largest first', '/api/admin/donations?q=smith&sort=amount_desc'],
    ['ledger, donation detail', `/api/admin/donations/${sample.id}`],
    ['recurring gifts, newest first', '/api/admin/recurring'],
    ['recurring gifts, search q=smith', '/api/admin/recurring?q=smith'],
    ['recurring gifts, active by next charge', '/api/admin/recurring?status=active&sort=next_charge_asc'],
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await runAdminBench();
}
