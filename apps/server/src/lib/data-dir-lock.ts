import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is a single-process database: a second process opening the same files would corrupt them.
 * A pid file in DATA_DIR makes the second one stop with a clear message instead.
 */
export function lockDataDir(dataDir: string, purpose: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'causeway.pid');
  const holder = readHolder(file);
  if (holder && holder.pid !== process.pid && isAlive(holder.pid)) {
    throw new Error(
      `DATA_DIR ${dataDir} is in use by another Causeway process (pid ${holder.pid}, ${holder.purpose}); the embedded database allows one process at a time. Stop it first.`,
    );
  }
  fs.writeFileSync(file, JSON.stringify({ pid: process.pid, purpose }));
  return () => {
    if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
}

function readHolder(file: string): { pid: number; purpose: string } | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as { pid: number; purpose: string };
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
