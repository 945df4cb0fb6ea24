import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const tsx = path.join(root, 'node_modules/tsx/dist/esm/index.mjs');
const serverEntry = path.join(root, 'apps/server/src/server.ts');

export interface AppProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (for failure messages). */
  output(): string;
  alive(): boolean;
  /** kill -9: no shutdown hooks, no flushing, as in a crash or an OOM kill. */
  crash(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The real server (src/server.ts through tsx, as `npm start` runs it) as a child process on a free port,
 * resolved once it prints its address.
 */
export async function startAppProcess(env: Record<string, string>, startTimeoutMs = 60_000): Promise<AppProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-rel-'));
  const child = spawn(process.execPath, ['--import', tsx, serverEntry], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_DATA: 'off', ...env },
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), startTimeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it started:\n${output}`));
    });
  });
  const cleanUp = () => fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    url,
    child,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async crash() {
      child.kill('SIGKILL');
      await exited;
      cleanUp();
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      cleanUp();
    },
  };
}
