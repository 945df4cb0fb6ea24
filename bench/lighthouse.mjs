// Lighthouse 13's mobile preset (simulated slow 4G, 4x CPU slowdown) on the public pages and the widget (issue 18),
// in Debian's Chromium, offline. `npm run bench` calls measureLighthouse(); `node bench/lighthouse.mjs` builds the
// web app if needed, starts its own app (PGlite, demo data, as `npm start` runs it) and prints the table alone.
// Environment: BENCH_LIGHTHOUSE_RUNS (1: runs per page; the median run, by Lighthouse's own rule, is kept),
// BENCH_LIGHTHOUSE_REPORTS (a folder to write each page's Lighthouse JSON report to, for the Lighthouse viewer),
// BENCH_LIGHTHOUSE_PAGES (a comma-separated list of page names, e.g. '/donate/{id}', to measure only those),
// CHROME_PATH (/usr/bin/chromium).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { chromiumFlags, chromiumPath as chromePath } from '../scripts/chromium.mjs';
import { run, webBuildIsStale } from '../scripts/lib.mjs';
import { printTable, startApp } from './app.mjs';

const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));
const reportDir = process.env.BENCH_LIGHTHOUSE_REPORTS;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const chromeFlags = ['--headless=new', ...chromiumFlags];
/** One Lighthouse run may not take longer than this (Lighthouse itself gives up on a page load after 45 s). */
const runTimeoutMs = 120_000;

/** The measured pages; `page` ones carry the public-page goals, the widget only its performance goal. */
const allPages = [
  { name: '/', path: () => '/', page: true },
  { name: '/campaigns', path: () => '/campaigns', page: true },
  { name: '/campaigns/{id}', path: (id) => `/campaigns/${id}`, page: true },
  { name: '/donate/{id}', path: (id) => `/donate/${id}`, page: true },
  { name: '/about', path: () => '/about', page: true },
  // Issue 26: a Spanish visitor (Accept-Language) gets the page in Spanish, its catalogue and Intl's figures.
  { name: '/ (es)', path: () => '/', page: true, language: 'es' },
  { name: '/donate/{id} (es)', path: (id) => `/donate/${id}`, page: true, language: 'es' },
  { name: '/embed/{id} (widget)', path: (id) => `/embed/${id}`, page: false },
];
const chosen = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '').split(',').filter(Boolean);
const pages = chosen.length > 0 ? allPages.filter((p) => chosen.includes(p.name)) : allPages;
const pageGoal = 'perf ≥ 95 · a11y, bp, seo 100 · LCP ≤ 2.0 s · TBT ≤ 150 ms · CLS ≤ 0.02';
const widgetGoal = 'perf ≥ 99';
const bytesGoal = 200 * 1024;
const area = 'Lighthouse mobile (PGlite)';

const kb = (bytes) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;
const seconds = (msValue) => `${(msValue / 1000).toFixed(1)} s`;
const score = (lhr, id) => {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A table's rows, or the rows of every table in a list; other details (checklists, …) have none. */
function detailItems(details) {
  if (!Array.isArray(details?.items)) return [];
  return details.type === 'list' ? details.items.flatMap(detailItems) : details.items;
}

/** What a failing audit's row points at: an element, a console message, an issue type, a line or a URL. */
function describeItem(item) {
  const text =
    item.node?.selector ??
    (item.description && item.sourceLocation?.url
      ? `${item.description} (${item.sourceLocation.url})`
      : item.description) ??
    item.issueType ??
    (item.message ? `line ${item.index}: ${item.message}` : undefined) ??
    item.source?.url ??
    item.url;
  return typeof text === 'string' && text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/** The figures of one page's report, plus what failed in the categories other than performance. */
function summarize(lhr) {
  const figures = {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndex: numeric(lhr, 'speed-index'),
    bytes: numeric(lhr, 'total-byte-weight'),
    runtimeError: lhr.runtimeError?.message,
    // Lighthouse's CPU benchmark of this machine during the run: low when other processes compete for the CPU.
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
  const byType = {};
  for (const item of lhr.audits['resource-summary']?.details?.items ?? []) {
    byType[item.resourceType] = { requests: item.requestCount, bytes: item.transferSize };
  }
  const failing = [];
  for (const category of ['accessibility', 'best-practices', 'seo', 'performance']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (category === 'performance' && (ref.group === 'metrics' || audit.score >= 0.9)) continue;
      const where = detailItems(audit.details).map(describeItem).filter(Boolean);
      failing.push({ category, id: audit.id, title: audit.title, where });
    }
  }
  return { ...figures, byType, failing };
}

/**
 * Bytes of the first screen (issue 18's goal): everything transferred but the pictures no part of which is in the
 * emulated phone's first viewport (lazy ones the browser fetched ahead of a scroll). From the run's image
 * elements as Lighthouse found them after the load; null when it did not collect them.
 */
function firstScreenBytes(lhr, artifacts) {
  const images = artifacts?.ImageElements;
  const requests = lhr.audits['network-requests']?.details?.items;
  if (!Array.isArray(images) || !Array.isArray(requests)) return null;
  const viewportHeight = lhr.configSettings.screenEmulation.height;
  const onFirstScreen = new Set(
    images.filter((i) => i.clientRect.bottom > 0 && i.clientRect.top < viewportHeight).map((i) => i.src),
  );
  return requests
    .filter((r) => r.resourceType !== 'Image' || onFirstScreen.has(r.url))
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
}

/** Runs Lighthouse `runs` times on one URL in the given Chromium and returns the median run's report. */
async function measurePage(port, url, language) {
  const extraHeaders = language ? { 'Accept-Language': language } : undefined;
  const lhrs = [];
  const artifactsOf = new Map();
  for (let i = 0; i < runs; i++) {
    const result = await withTimeout(
      lighthouse(url, {
        port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: categories,
        maxWaitForLoad: 45_000,
        extraHeaders,
      }),
      runTimeoutMs,
      `Lighthouse on ${url}`,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    lhrs.push(result.lhr);
    artifactsOf.set(result.lhr, result.artifacts);
  }
  if (runs > 1) {
    const each = (audit) => lhrs.map((lhr) => Math.round(lhr.audits[audit]?.numericValue ?? NaN)).join(', ');
    console.log(`${url}: each run's TBT ${each('total-blocking-time')} ms, LCP ${each('largest-contentful-paint')} ms`);
  }
  // The median by Lighthouse's own rule (closest to the median FCP and TTI) among the runs that loaded the page.
  const valid = filterToValidRuns(lhrs.filter((lhr) => !lhr.runtimeError));
  const lhr = valid.length > 1 ? computeMedianRun(valid) : (valid[0] ?? lhrs[0]);
  return { lhr, firstScreenBytes: firstScreenBytes(lhr, artifactsOf.get(lhr)) };
}

const launchChrome = () => chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });

/**
 * Measures every page of an app, one after another, in one fresh Chromium (a new one after a failure). appUrl is
 * the app's base URL, or a function answering it before each page (measureLighthouse restarts an app that stopped).
 * A page that fails is tried once more. Resolves with { results: [{ name, path, page, summary?, error? }] }, or
 * { skipped: reason } without Chromium; each page's figures and failing audits are printed as it goes.
 */
export async function runLighthouse(appUrl) {
  if (!fs.existsSync(chromePath)) return { skipped: `Chromium not found at ${chromePath} (apt-get install chromium)` };
  const baseUrl = typeof appUrl === 'function' ? appUrl : async () => appUrl;
  const [campaign] = await (await fetch(`${await baseUrl()}/api/campaigns?status=active&limit=1`)).json();
  if (!campaign) return { skipped: 'no active campaign in the demo data' };
  console.log(
    `\n## Lighthouse ${lighthouseVersion()} mobile preset, ${runs} run(s) per page, Chromium ${chromePath}, campaign ${campaign.id}`,
  );
  if (reportDir) fs.mkdirSync(reportDir, { recursive: true });
  const results = [];
  let chrome = await launchChrome();
  try {
    for (const page of pages) {
      const pagePath = page.path(campaign.id);
      let result;
      for (let attempt = 1; attempt <= 2 && !result?.summary; attempt++) {
        try {
          const { lhr, firstScreenBytes } = await measurePage(chrome.port, (await baseUrl()) + pagePath, page.language);
          result = {
            ...page,
            path: page.language ? `${pagePath} (${page.language})` : pagePath,
            summary: { ...summarize(lhr), firstScreenBytes },
          };
          if (reportDir) {
            const file = `${page.name.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`;
            fs.writeFileSync(path.join(reportDir, file), JSON.stringify(lhr));
          }
          if (lhr.runtimeError && attempt === 1) {
            console.log(`${pagePath}: ${lhr.runtimeError.message}; trying once more`);
            result = undefined;
          }
        } catch (error) {
          console.log(`${pagePath}: failed (${error.message})${attempt === 1 ? '; trying once more' : ''}`);
          result = { ...page, path: pagePath, error: error.message };
          chrome.kill();
          chrome = await launchChrome();
        }
      }
      results.push(result);
      if (result.summary) printPage(result.path, result.summary);
    }
  } finally {
    chrome.kill();
  }
  return { results };
}

function lighthouseVersion() {
  const file = fileURLToPath(new URL('../node_modules/lighthouse/package.json', import.meta.url));
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).version : '';
}

function figuresOf(s) {
  const n = (value) => value ?? 'n/a';
  const parts = [
    `perf ${n(s.performance)}`,
    `a11y ${n(s.accessibility)}`,
    `bp ${n(s.bestPractices)}`,
    `seo ${n(s.seo)}`,
    `FCP ${s.fcp === null ? 'n/a' : seconds(s.fcp)}`,
    `LCP ${s.lcp === null ? 'n/a' : seconds(s.lcp)}`,
    `TBT ${s.tbt === null ? 'n/a' : `${Math.round(s.tbt)} ms`}`,
    `CLS ${s.cls === null ? 'n/a' : s.cls.toFixed(3)}`,
    `SI ${s.speedIndex === null ? 'n/a' : seconds(s.speedIndex)}`,
    s.bytes === null ? 'n/a KB' : kb(s.bytes),
  ];
  return parts.join(' · ');
}

function bytesByType(s) {
  return ['document', 'script', 'stylesheet', 'font', 'image', 'other']
    .filter((type) => s.byType[type])
    .map((type) => `${type} ${kb(s.byType[type].bytes)} (${s.byType[type].requests})`)
    .join(' · ');
}

function printPage(pagePath, s) {
  console.log(`${pagePath}: ${figuresOf(s)}${s.runtimeError ? ` · error: ${s.runtimeError}` : ''}`);
  if (Object.keys(s.byType).length) console.log(`  bytes by type (requests): ${bytesByType(s)}`);
  if (s.firstScreenBytes != null) console.log(`  first screen (pictures below it left out): ${kb(s.firstScreenBytes)}`);
  if (s.benchmarkIndex) console.log(`  CPU benchmark index ${Math.round(s.benchmarkIndex)}`);
  for (const f of s.failing.filter((a) => a.category !== 'performance')) {
    const where = f.where.length ? `: ${f.where.slice(0, 3).join('; ')}${f.where.length > 3 ? '; …' : ''}` : '';
    console.log(`  [${f.category}] ${f.id}: ${f.title}${where}`);
  }
  const performance = s.failing.filter((a) => a.category === 'performance').map((a) => a.id);
  if (performance.length) console.log(`  [performance] below 0.9: ${performance.join(', ')}`);
}

/** Which goals a page missed (empty when it met them all). */
function missedGoals(result) {
  const s = result.summary;
  if (!result.page) return (s.performance ?? 0) >= 99 ? [] : ['perf'];
  const checks = [
    ['perf', (s.performance ?? 0) >= 95],
    ['a11y', s.accessibility === 100],
    ['bp', s.bestPractices === 100],
    ['seo', s.seo === 100],
    ['LCP', s.lcp !== null && s.lcp <= 2000],
    ['TBT', s.tbt !== null && s.tbt <= 150],
    ['CLS', s.cls !== null && s.cls <= 0.02],
  ];
  return checks.filter(([, ok]) => !ok).map(([label]) => label);
}

/** The rows of the final table ([area, measure, figures, goal, result]) for runLighthouse's answer. */
export function lighthouseRows(outcome) {
  if (outcome.skipped) {
    return pages.map((p) => [area, p.name, `skipped: ${outcome.skipped}`, p.page ? pageGoal : widgetGoal, 'MISSED']);
  }
  const rows = [];
  for (const r of outcome.results) {
    const goal = r.page ? pageGoal : widgetGoal;
    if (r.error) {
      rows.push([area, r.name, `failed: ${r.error}`, goal, 'MISSED']);
      continue;
    }
    const missed = missedGoals(r);
    rows.push([area, r.name, figuresOf(r.summary), goal, missed.length ? `MISSED (${missed.join(', ')})` : 'OK']);
    if (r.path === '/') {
      const bytes = r.summary.firstScreenBytes;
      const ok = bytes !== null && bytes <= bytesGoal;
      const detail = bytesByType(r.summary);
      rows.push([
        area,
        '/ bytes transferred for the first screen',
        `${bytes === null ? 'n/a' : kb(bytes)} (pictures below the first screen left out; all: ${r.summary.bytes === null ? 'n/a' : kb(r.summary.bytes)}${detail ? `, ${detail}` : ''})`,
        '≤ 200 KB',
        ok ? 'OK' : 'MISSED',
      ]);
    }
  }
  return rows;
}

/** Starts an app on PGlite with demo data, runs Lighthouse on it, stops it; resolves with the table's rows. */
export async function measureLighthouse() {
  if (!fs.existsSync(chromePath)) {
    const outcome = { skipped: `Chromium not found at ${chromePath} (apt-get install chromium)` };
    console.log(`\n## Lighthouse: skipped, ${outcome.skipped}`);
    return lighthouseRows(outcome);
  }
  let app = await startApp({ DATABASE_URL: '' });
  // Another process on a shared machine may stop our app (a broad kill by name): start a fresh one and go on.
  const appUrl = async () => {
    if (!app.exited) return app.url;
    await app.stop();
    app = await startApp({ DATABASE_URL: '' });
    console.log(`Restarted the app at ${app.url}`);
    return app.url;
  };
  try {
    return lighthouseRows(await runLighthouse(appUrl));
  } finally {
    await app.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (webBuildIsStale()) {
    const code = await run('npm', ['run', 'build', '--silent']);
    if (code !== 0) process.exit(code);
  }
  const startedAt = new Date();
  const loadAtStart = os.loadavg();
  const rows = await measureLighthouse();
  const load = (values) => values.map((n) => n.toFixed(1)).join(' ');
  console.log(
    `\n## Lighthouse (node bench/lighthouse.mjs, ${startedAt.toISOString().slice(0, 16)}Z to ${new Date().toISOString().slice(11, 16)}Z)`,
  );
  console.log(
    `machine: ${os.cpus().length} cores, Node ${process.version}; load average at start ${load(loadAtStart)}, at end ${load(os.loadavg())}`,
  );
  printTable(rows);
}
