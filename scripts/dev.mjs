// `npm run dev`: the API with reload on change (port 3000) and Vite with hot reload (port 5173, proxying /api).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './lib.mjs';

const children = [
  spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    // Error reports say which deployment they came from (APP_ENV).
    env: { ...process.env, APP_ENV: process.env.APP_ENV || 'development' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@causeway/web', '--', '--host', '127.0.0.1'], { cwd: root, stdio: 'inherit' }),
];
console.log('\n  Development mode: open http://127.0.0.1:5173 (Vite, hot reload); the API runs on port 3000.\n');
const stop = (signal) => children.forEach((c) => c.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
let open = children.length;
children.forEach((c) =>
  c.on('exit', (code) => {
    if (code && code !== 0) stop('SIGTERM');
    if (--open === 0) process.exit(code ?? 0);
  }),
);
