import { execSync } from 'node:child_process';
import { startApp } from './app.mjs';
import { runDonationBench } from './donations.mjs';
import { cpuSnapshot, cpuDiff } from './tmp-cpu.mjs';
const db = `hot_${Date.now()}`;
const pg = process.env.PGLITE ? null : db;
if (pg) execSync(`createdb -h 127.0.0.1 -U postgres ${db}`);
const app = await startApp(
  pg
    ? {
        DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${db}`,
        NODE_ENV: 'production',
        ...(process.env.EXTRA ? JSON.parse(process.env.EXTRA) : {}),
      }
    : { NODE_ENV: 'production' },
);
try {
  const clients = Number(process.env.CLIENTS ?? 50);
  const a = cpuSnapshot();
  const r = await runDonationBench(app.url, { clients, durationSeconds: 10 });
  console.log(JSON.stringify(r));
  console.log('cpu (s, incl. 5.5s wait):', JSON.stringify(cpuDiff(a, cpuSnapshot())), 'self', process.pid);
} finally {
  await app.stop();
  if (pg) execSync(`dropdb -h 127.0.0.1 -U postgres ${db}`);
}
