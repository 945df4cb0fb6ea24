// `npm run bench`: every benchmark named in the issues, against the production build of the web app, on
// PostgreSQL (a throw-away database this script creates and drops) with PGlite figures for donations, ending with
// ONE table of every figure. Details print as each part runs. Environment:
//   BENCH_DURATION (10 s per load), BENCH_CONNECTIONS (100), BENCH_DONATION_CLIENTS (50),
//   BENCH_POSTGRES_URL (the server to create databases on; postgres://postgres@127.0.0.1:5432/postgres),
//   BENCH_LARGE_DATABASE_URL (reuse a database already seeded by `npm run seed:large`; see bench/admin.mjs),
//   BENCH_LIGHTHOUSE (off skips Lighthouse; BENCH_LIGHTHOUSE_RUNS and the others are in bench/lighthouse.mjs),
//   BENCH_STARTUP_RUNS (5 starts of each kind; see bench/startup.mjs),
//   BENCH_ONLY (a comma-separated list of parts to run: bundle, lighthouse, reads, donations, admin, leaderboard,
//   startup; all by default). The leaderboard's own settings are in bench/leaderboard.mjs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { root, run, webBuildIsStale, webDist, widgetDist } from '../scripts/lib.mjs';
import { printTable, startApp, waitForLine } from './app.mjs';
import * as bundleSizes from './bundle-size.mjs';
import { runDonationBench } from './donations.mjs';
import { runAdminBench } from './admin.mjs';
import { runLeaderboardBench } from './leaderboard.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measureStartup } from './startup.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const clients = Number(process.env.BENCH_DONATION_CLIENTS ?? 50);
// Issue 19: the 200-client run on one campaign, and the spread run's campaigns.
const MANY_CLIENTS = 200;
const SPREAD_CAMPAIGNS = 20;
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (n) => `${n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString('en-US')} ms`;
const int = (n) => Math.round(n).toLocaleString('en-US');
const verdict = (ok) => (ok ? 'OK' : 'MISSED');
const donationFigures = (r) =>
  `${int(r.donations)} donations, ${r.perSecond.toFixed(1)}/s, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, ${r.errors} errors (${r.serverErrors} 5xx)`;
const exact = (r) =>
  r.totalsExact ? 'totals exact' : `TOTALS WRONG (expected +${r.expectedRaise}, got +${r.actualRaise})`;

const only = new Set((process.env.BENCH_ONLY ?? '').split(',').filter(Boolean));
const runs = (part) => only.size === 0 || only.has(part);

/** The rows of the final table: area, measure, figures, goal, result. */
const rows = [];
const add = (area, measure, figures, goal, result) => rows.push([area, measure, figures, goal, result]);
const startedAt = new Date();
const loadAtStart = os.loadavg();

/** A throw-away database on the PostgreSQL server, or null (with the reason printed) when none answers. */
async function createDatabase(label) {
  const name = `causeway_bench_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
    await admin.query(`create database "${name}"`);
  } catch (error) {
    console.log(`PostgreSQL not available (${error.message})`);
    return null;
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: postgresUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

// 1. Bundle sizes of the production build.
if (webBuildIsStale()) {
  const code = await run('npm', ['run', 'build', '--silent']);
  if (code !== 0) process.exit(code);
}
// Issue 26: the home page's first JS, its language's catalogue included, at most 150 KB gzip in each language.
const bundle = bundleSizes.measureInitialBundle(webDist);
console.log('\n## Bundle (production build, gzip -9)');
for (const f of bundle.js) console.log(`  ${f.file}  ${kb(f.gzip)}`);
console.log(`initial JS ${kb(bundle.jsGzip)} before a catalogue, initial CSS ${kb(bundle.cssGzip)}`);
for (const locale of ['en', 'es']) {
  const withCatalogue = bundleSizes.measureInitialBundle(webDist, locale);
  const catalogues = withCatalogue.js.slice(bundle.js.length);
  for (const catalogue of catalogues) console.log(`  + ${catalogue.file}  ${kb(catalogue.gzip)}`);
  console.log(`  → ${kb(withCatalogue.jsGzip)} in '${locale}'`);
  add(
    'Bundle',
    `home page initial JS in '${locale}', its catalogue included (gzip)`,
    `${kb(withCatalogue.jsGzip)} (${int(withCatalogue.jsGzip)} B)`,
    '≤ 150 KB',
    verdict(withCatalogue.jsGzip <= 150 * 1024),
  );
}
add(
  'Bundle',
  'admin code in the initial load',
  bundle.adminInInitial ? 'yes' : 'no',
  'no',
  verdict(!bundle.adminInInitial),
);
add(
  'Bundle',
  'tour player (react-joyride, DOMPurify) in the initial load',
  bundle.tourPlayerInInitial ? 'yes' : 'no',
  'no',
  verdict(!bundle.tourPlayerInInitial),
);

// 2. Lighthouse's mobile preset on the public pages, its own PGlite app, while nothing else runs (no load test yet).
if (!runs('lighthouse')) {
  // Not asked for (BENCH_ONLY).
} else if (process.env.BENCH_LIGHTHOUSE === 'off') {
  add('Lighthouse mobile', 'public pages and widget', 'skipped (BENCH_LIGHTHOUSE=off)', 'see issue 18', 'n/a');
} else {
  for (const row of await measureLighthouse()) add(...row);
}

/** The widget's sizes (bundle-size.mjs measureWidget, from the embed work), or null without a widget build. */
async function measureWidgetSizes(appUrl, campaignId) {
  if (typeof bundleSizes.measureWidget !== 'function' || !fs.existsSync(path.join(widgetDist, 'embed.js'))) {
    return null;
  }
  const page = await fetch(`${appUrl}/embed/${campaignId}`);
  const widget = bundleSizes.measureWidget(widgetDist, page.ok ? await page.text() : undefined);
  console.log(`\n## Embeddable widget (gzip -9), /embed/${campaignId} as served`);
  console.log(`  HTML with the campaign inlined  ${kb(widget.htmlGzip)}`);
  for (const a of widget.assets) {
    const cache = (await fetch(appUrl + a.ref)).headers.get('cache-control');
    console.log(`  ${a.ref}  ${kb(a.gzip)}  cache-control: ${cache}`);
  }
  console.log(
    `page total ${kb(widget.pageGzip)}; static assets for the first render: ${widget.assets.length} (at most 2); third-party references: ${widget.thirdParty.length}; /embed.js ${kb(widget.embedScriptGzip)}`,
  );
  return widget;
}

// Compression (issue 18): the same public reads asked by a browser that accepts brotli and gzip, against the bare
// server sending the same compressed bytes, beside the uncompressed figures.
const compressedHeaders = { 'accept-encoding': 'br, gzip' };
const compressedReads = [];
/**
 * The headers the app answered with, for the bare server to send the same: its security, caching and type headers
 * are part of the answer, not of the framework. Not those node writes itself (date, connection, keep-alive).
 */
function answerHeaders(headers) {
  const { date: _d, connection: _c, 'keep-alive': _k, 'transfer-encoding': _t, ...rest } = headers;
  return rest;
}
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            body: Buffer.concat(chunks),
            encoding: res.headers['content-encoding'] ?? null,
            headers: answerHeaders(res.headers),
          }),
        );
      })
      .on('error', reject);
  });
}
async function compareCompressed(p, appUrl, barePort, plainApp, plainBare) {
  const load = (url) => autocannon({ url, connections, duration, headers: compressedHeaders });
  const a = await load(appUrl + p);
  const b = await load(`http://127.0.0.1:${barePort}${p}`);
  const { body: raw } = await rawGet(appUrl + p, {});
  const { body: sent, encoding } = await rawGet(appUrl + p, compressedHeaders);
  return { p, plainApp, plainBare, a, b, raw: raw.length, sent: sent.length, encoding };
}
function printCompressedReads(label, id) {
  console.log(
    `\n## Public reads with and without compression (accept-encoding: ${compressedHeaders['accept-encoding']})`,
  );
  console.log(
    'endpoint | bytes raw → sent | app req/s plain / compressed | bare plain / compressed | ratios plain / compressed',
  );
  for (const r of compressedReads) {
    const plainRatio = r.plainApp.requests.average / r.plainBare.requests.average;
    const ratio = r.a.requests.average / r.b.requests.average;
    const errors = r.a.errors + r.a.non2xx;
    console.log(
      `${r.p} | ${int(r.raw)} → ${int(r.sent)} ${r.encoding ?? 'identity'} | ${int(r.plainApp.requests.average)} / ${int(r.a.requests.average)} | ${int(r.plainBare.requests.average)} / ${int(r.b.requests.average)} | ${plainRatio.toFixed(2)} / ${ratio.toFixed(2)}`,
    );
    add(
      `Public reads, compressed (${label})`,
      `GET ${r.p.replace(String(id), '{id}')} (${r.encoding ?? 'identity'}, ${int(r.raw)} → ${int(r.sent)} B)`,
      `${int(r.a.requests.average)} req/s compressed vs ${int(r.plainApp.requests.average)} plain; bare ${int(r.b.requests.average)} / ${int(r.plainBare.requests.average)}; ratio plain ${plainRatio.toFixed(2)}${errors ? `; ${errors} errors` : ''}`,
      'ratio ≥ 0.70',
      `${ratio.toFixed(2)} ${verdict(ratio >= 0.7 && errors === 0)}`,
    );
  }
}

// 3. Public reads and complete donations on PostgreSQL (PGlite when no PostgreSQL answers).
const readsDb = runs('reads') || runs('donations') ? await createDatabase('reads') : null;
const readsLabel = readsDb ? 'PostgreSQL' : 'PGlite';
if (runs('reads') || runs('donations')) {
  const app = await startApp({ DATABASE_URL: readsDb?.url ?? '' });
  try {
    const [first] = await (await fetch(`${app.url}/api/campaigns?status=active&limit=1`)).json();
    const widget = await measureWidgetSizes(app.url, first.id);
    const na = 'n/a (no widget build)';
    add(
      'Bundle',
      'widget page, HTML + CSS + JS (gzip)',
      widget ? kb(widget.pageGzip) : na,
      '≤ 20 KB',
      widget ? verdict(widget.pageGzip <= 20 * 1024) : 'n/a',
    );
    add(
      'Bundle',
      'embed script for host pages (gzip)',
      widget ? kb(widget.embedScriptGzip) : na,
      '≤ 2 KB',
      widget ? verdict(widget.embedScriptGzip <= 2 * 1024) : 'n/a',
    );

    // The JSON reads, and two server-rendered pages (issue 18: rendered once, then served from the read cache).
    const paths = !runs('reads')
      ? []
      : [
          '/api/campaigns?status=active&limit=6',
          `/api/campaigns/${first.id}`,
          '/api/stats',
          '/',
          `/campaigns/${first.id}`,
        ];
    if (paths.length > 0) {
      const routes = {};
      for (const p of paths) {
        // The answer as the app sends it, headers and all, for the bare server to send the same bytes.
        const plain = await rawGet(app.url + p, {});
        routes[p] = { body: plain.body.toString('base64'), headers: plain.headers };
        // The bytes the app sends to a browser that accepts compression, for the bare server to send the same.
        const compressed = await rawGet(app.url + p, compressedHeaders);
        if (compressed.encoding)
          routes[p].compressed = { headers: compressed.headers, body: compressed.body.toString('base64') };
      }
      const routesFile = path.join(os.tmpdir(), `causeway-bench-routes-${process.pid}.json`);
      fs.writeFileSync(routesFile, JSON.stringify(routes));
      const bare = spawn(process.execPath, [path.join(root, 'bench/bare-server.mjs')], {
        env: { ...process.env, BENCH_ROUTES: routesFile },
      });
      try {
        const [, barePort] = await waitForLine(bare, /PORT (\d+)/);
        const load = (url) => autocannon({ url, connections, duration });
        console.log(
          `\n## Public reads (autocannon, ${connections} connections, ${duration} s each, ${readsLabel}, demo data)`,
        );
        console.log('endpoint | app req/s | p50 | p99 | bare req/s | p50 | p99 | ratio | errors');
        for (const p of paths) {
          await autocannon({ url: app.url + p, connections, duration: 2 }); // warm-up: JIT and connection pools
          const a = await load(app.url + p);
          const b = await load(`http://127.0.0.1:${barePort}${p}`);
          compressedReads.push(await compareCompressed(p, app.url, barePort, a, b));
          const ratio = a.requests.average / b.requests.average;
          const goalRatio = p.startsWith('/api/') ? 0.7 : 0.5;
          const errors = a.errors + a.non2xx;
          console.log(
            `${p} | ${int(a.requests.average)} | ${a.latency.p50} | ${a.latency.p99} | ${int(b.requests.average)} | ${b.latency.p50} | ${b.latency.p99} | ${ratio.toFixed(2)} | ${errors}`,
          );
          add(
            `Public reads (${readsLabel})`,
            `GET ${p.replace(String(first.id), '{id}')}`,
            `${int(a.requests.average)} req/s, p50 ${ms(a.latency.p50)}, p99 ${ms(a.latency.p99)}; bare node:http ${int(b.requests.average)} req/s${errors ? `; ${errors} errors` : ''}`,
            // Issue 19: the three JSON reads keep 0.7 of the bare server while donations are fast too.
            `ratio ≥ ${goalRatio.toFixed(2)}`,
            `${ratio.toFixed(2)} ${verdict(ratio >= goalRatio && errors === 0)}`,
          );
        }
        printCompressedReads(readsLabel, first.id);
      } finally {
        bare.kill();
        fs.rmSync(routesFile, { force: true });
      }
    }
    if (runs('donations')) await donationRows(readsLabel, app.url, readsDb?.url);
  } finally {
    await app.stop();
    await readsDb?.drop();
  }
}

/**
 * pgbench's TPC-B at scale 1 (every transaction updates the one branch row, as every donation updates its
 * campaign's) on a throw-away database of the same server: the write reference for the hot-campaign run.
 */
async function runPgbench() {
  const db = await createDatabase('pgbench');
  if (!db) return null;
  const pgbench = (args) =>
    new Promise((resolve) => {
      const child = spawn('pgbench', [...args, db.url], { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('error', (error) => resolve({ code: -1, out: error.message }));
      child.on('exit', (code) => resolve({ code, out }));
    });
  try {
    const init = await pgbench(['-i', '-s', '1', '-q']);
    if (init.code !== 0) return { error: init.out.trim().split('\n').pop() };
    const result = await pgbench(['-c', String(clients), '-j', '2', '-T', String(duration)]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(result.out);
    const latency = /latency average = ([\d.]+) ms/.exec(result.out);
    if (!tps) return { error: result.out.trim().split('\n').pop() };
    return { tps: Number(tps[1]), latency: Number(latency?.[1]) };
  } finally {
    await db.drop();
  }
}

/**
 * VACUUM ANALYZE of the app's database before each PostgreSQL donation run, as pgbench vacuums its own tables
 * before its run. Autovacuum may be off on the server (it is on the 2-core bench machine): without it, every
 * run leaves the campaign row, the donations and the donor summaries with dead versions for the next one to step
 * over, and the planner without statistics for the tables the demo seed filled (docs/performance.md, issue 19).
 */
async function vacuumAnalyze(databaseUrl) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const started = performance.now();
    const { rows } = await c.query('show autovacuum');
    await c.query('vacuum analyze');
    console.log(`vacuum analyze: ${ms(performance.now() - started)} (autovacuum ${rows[0].autovacuum})`);
  } finally {
    await c.end();
  }
}

/** Active campaigns added by SQL until the spread run has `count` of them (the demo data has fewer). */
async function ensureActiveCampaigns(databaseUrl, count) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const { rows } = await c.query(
      `select count(*)::int as n from campaigns where status = 'active' and (end_date is null or end_date > now() + interval '1 hour')`,
    );
    await c.query(
      `insert into campaigns (title, short_description, description, category, featured_image_url, status, goal,
         start_date, end_date, organization_id)
       select c.title || ' (bench ' || g || ')', c.short_description, c.description, c.category,
         c.featured_image_url, 'active', c.goal, c.start_date, null, c.organization_id
       from (select * from campaigns where status = 'active' order by id limit 1) c, generate_series(1, $1) g`,
      [Math.max(0, count - rows[0].n)],
    );
  } finally {
    await c.end();
  }
}

async function donationRows(label, url, databaseUrl) {
  const area = `Donations (${label})`;
  const onOne = `${clients} clients, ${duration} s, one campaign`;
  if (label === 'PGlite') {
    console.log(`\n## Complete sandbox donations on PGlite (intent + confirm with 4242), ${onOne}`);
    const r = await runDonationBench(url, { clients, durationSeconds: duration });
    console.log(JSON.stringify(r));
    const ok = r.p99 < 2_000 && r.errors === 0 && r.totalsExact;
    add(area, onOne, donationFigures(r), 'p99 < 2 s, 0 errors, totals exact', `${exact(r)} ${verdict(ok)}`);
    return;
  }
  console.log(`\n## pgbench TPC-B, scale 1, ${clients} clients, -j 2, ${duration} s, right before the hot campaign`);
  const reference = await runPgbench();
  console.log(JSON.stringify(reference));
  console.log(`\n## Hot campaign on ${label} (intent + confirm with 4242), ${onOne}`);
  await vacuumAnalyze(databaseUrl);
  const hot = await runDonationBench(url, { clients, durationSeconds: duration });
  console.log(JSON.stringify(hot));
  const ratio = reference?.tps ? hot.perSecond / reference.tps : null;
  const hotOk = ratio !== null && ratio >= 0.25 && hot.p50 < 150 && hot.p99 < 500 && hot.errors === 0;
  add(
    area,
    `hot campaign: ${onOne}`,
    `${donationFigures(hot)}; pgbench ${reference?.tps ? `${int(reference.tps)} tps` : `failed: ${reference?.error ?? 'no PostgreSQL'}`}`,
    'ratio ≥ 0.25, p50 < 150 ms, p99 < 500 ms, 0 errors',
    `${ratio === null ? 'n/a' : ratio.toFixed(3)}, ${exact(hot)} ${verdict(hotOk && hot.totalsExact)}`,
  );

  console.log(`\n## ${MANY_CLIENTS} clients on one campaign, ${duration} s`);
  await vacuumAnalyze(databaseUrl);
  const many = await runDonationBench(url, { clients: MANY_CLIENTS, durationSeconds: duration });
  console.log(JSON.stringify(many));
  add(
    area,
    `${MANY_CLIENTS} clients, ${duration} s, one campaign`,
    donationFigures(many),
    'no 5xx, no timeout, totals exact',
    `${exact(many)} ${verdict(many.serverErrors === 0 && many.errors === 0 && many.totalsExact)}`,
  );

  await ensureActiveCampaigns(databaseUrl, SPREAD_CAMPAIGNS);
  console.log(`\n## ${clients} clients spread over ${SPREAD_CAMPAIGNS} campaigns, ${duration} s`);
  await vacuumAnalyze(databaseUrl);
  const spread = await runDonationBench(url, { clients, durationSeconds: duration, campaigns: SPREAD_CAMPAIGNS });
  console.log(JSON.stringify(spread));
  add(
    area,
    `${clients} clients, ${duration} s, spread over ${SPREAD_CAMPAIGNS} campaigns`,
    donationFigures(spread),
    '≥ the hot campaign, totals exact',
    `${exact(spread)} ${verdict(spread.perSecond >= hot.perSecond && spread.errors === 0 && spread.totalsExact)}`,
  );
}

// 4. The same donations on PGlite, the embedded default.
if (readsDb && runs('donations')) {
  const pglite = await startApp({ DATABASE_URL: '' });
  try {
    await donationRows('PGlite', pglite.url);
  } finally {
    await pglite.stop();
  }
}

// 5. Admin requests at 100,000 donors and 1,000,000 donations (PostgreSQL).
if (runs('admin'))
  try {
    const result = await runAdminBench();
    if (result.skipped)
      add('Admin at 100k donors / 1M donations', 'all requests', `skipped: ${result.skipped}`, 'p95 < 150 ms', 'n/a');
    else {
      for (const f of result.figures) {
        add(
          'Admin at 100k donors / 1M donations',
          f.label,
          `p50 ${ms(f.p50)}, p95 ${ms(f.p95)}`,
          'p95 < 150 ms',
          verdict(f.ok),
        );
      }
      if (result.seedSeconds) console.log(`seed:large took ${Math.round(result.seedSeconds)} s`);
    }
  } catch (error) {
    add('Admin at 100k donors / 1M donations', 'all requests', `failed: ${error.message}`, 'p95 < 150 ms', 'n/a');
  }

// The fundraiser leaderboard at 10,000 pages and 1,000,000 gifts (issue 25, PostgreSQL).
if (runs('leaderboard')) {
  const area = 'Fundraiser leaderboard at 10k pages / 1M gifts';
  try {
    const result = await runLeaderboardBench();
    if (result.skipped)
      add(area, 'GET /api/campaigns/{id}/fundraisers', `skipped: ${result.skipped}`, 'p95 < 150 ms', 'n/a');
    else {
      for (const f of result.figures) {
        const load =
          f.perSecond === null ? 'sequential' : `${int(f.perSecond)} req/s, ${result.connections} connections`;
        add(
          area,
          f.label,
          `p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, p99 ${ms(f.p99)} (${load})${f.errors ? `; ${f.errors} errors` : ''}`,
          'p95 < 150 ms',
          verdict(f.ok),
        );
      }
      add(
        area,
        'campaign total = pages + direct gifts',
        result.totalsExact ? 'exact' : 'WRONG',
        'exact',
        verdict(result.totalsExact),
      );
    }
  } catch (error) {
    add(area, 'GET /api/campaigns/{id}/fundraisers', `failed: ${error.message}`, 'p95 < 150 ms', 'n/a');
  }
}

// Start-up (issue 22): the JavaScript build against the TypeScript source through tsx, as it started before.
if (runs('startup')) {
  const startup = await measureStartup();
  const mb = (bytes) => (bytes === null ? 'n/a' : `${Math.round(bytes / 2 ** 20)} MB`);
  console.log(`\n## Start-up (PGlite, fresh DATA_DIR, no demo data; median of ${startup.runs} starts each)`);
  const figuresText = (f) => `ready in ${ms(f.ms)} (loading code ${ms(f.loadMs)}), RSS ${mb(f.rss)}`;
  console.log(`  built JavaScript (npm start): ${figuresText(startup.build)}`);
  console.log(`  TypeScript through tsx (before): ${figuresText(startup.source)}`);
  const loadsFaster = verdict(startup.build.loadMs < startup.source.loadMs);
  add('Start-up', 'built JavaScript (npm start)', figuresText(startup.build), 'loads faster than tsx', loadsFaster);
  add('Start-up', 'TypeScript through tsx (before)', figuresText(startup.source), 'the baseline', 'n/a');
}

// 6. The one table.
const finishedAt = new Date();
const cpus = os.cpus();
console.log(
  `\n## All figures (npm run bench, ${startedAt.toISOString().slice(0, 16)}Z to ${finishedAt.toISOString().slice(11, 16)}Z)`,
);
console.log(
  `machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}; load average at start ${loadAtStart.map((n) => n.toFixed(1)).join(' ')}, at end ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
printTable(rows);
