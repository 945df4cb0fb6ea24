// What the bench scripts share: the app as `npm start` runs it, and the one table they print.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../scripts/lib.mjs';

/** Resolves with the first match of pattern in a child's stdout or stderr; rejects if the child exits first. */
export function waitForLine(child, pattern) {
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

/** The app as `npm start` runs it, on a fresh DATA_DIR; stop() ends it and removes the folder. */
export async function startApp(env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-bench-'));
  const child = startServer(
    { PORT: '0', LOG_LEVEL: 'warn', DEMO_DATA: 'on', RATE_LIMIT_DONATIONS: '1000000', DATA_DIR: dataDir, ...env },
    'pipe',
  );
  const [, url] = await waitForLine(child, /running at (http:\/\/\S+)/);
  let stopping = false;
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`The app at ${url} exited unexpectedly (${signal ?? `code ${code}`}).`);
  });
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    url,
    /** True once the app has ended, e.g. stopped by another process. */
    get exited() {
      return exited();
    },
    async stop() {
      stopping = true;
      child.kill('SIGTERM');
      await new Promise((resolve) => (exited() ? resolve() : child.on('exit', resolve)));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Prints rows of [area, measure, figures, goal, result] as one Markdown table. */
export function printTable(rows) {
  const header = ['area', 'measure', 'figures', 'goal', 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const r of rows) console.log(line(r));
}
