// Start-up of the server (issue 22): the JavaScript build (`npm start`) against the TypeScript source through
// tsx (how it started before), each on PGlite in a fresh DATA_DIR without demo data, started one after the other.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServerIfStale, startServer } from '../scripts/lib.mjs';
import { waitForLine } from './app.mjs';

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5);

/** Resident memory of a process in bytes, from /proc (Linux); null elsewhere. */
function rssOf(pid) {
  try {
    const kbytes = /VmRSS:\s+(\d+)\s+kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kbytes ? Number(kbytes) * 1024 : null;
  } catch {
    return null;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * One start: milliseconds from spawning node to the "running at" line, the part of them before the server's own
 * code ran (loading and, through tsx, compiling the modules: the total less the "ready in" the server reports
 * from its first line), and the process's RSS at that moment.
 */
async function startOnce(from) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-bench-startup-'));
  const startedAt = performance.now();
  const child = startServer(
    { PORT: '0', LOG_LEVEL: 'warn', DEMO_DATA: 'off', DATA_DIR: dataDir, DATABASE_URL: '' },
    'pipe',
    { from },
  );
  try {
    const [, seconds] = await waitForLine(child, /running at http\S*\s+\(ready in ([\d.]+) s\)/);
    const ms = performance.now() - startedAt;
    return { ms, loadMs: ms - Number(seconds) * 1000, rss: rssOf(child.pid) };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Medians over RUNS starts of each kind, alternating so both see the same machine. */
export async function measureStartup() {
  buildServerIfStale();
  const samples = { build: [], source: [] };
  for (let i = 0; i < RUNS; i += 1) {
    for (const from of ['build', 'source']) samples[from].push(await startOnce(from));
  }
  const summary = (from) => ({
    ms: median(samples[from].map((s) => s.ms)),
    loadMs: median(samples[from].map((s) => s.loadMs)),
    rss: samples[from].every((s) => s.rss !== null) ? median(samples[from].map((s) => s.rss)) : null,
  });
  return { runs: RUNS, build: summary('build'), source: summary('source') };
}
