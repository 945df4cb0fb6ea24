import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { startApp } from './app.mjs';
import { runDonationBench } from './donations.mjs';
const db = `hot_${Date.now()}`;
execSync(`createdb -h 127.0.0.1 -U postgres ${db}`);
execSync(`psql -h 127.0.0.1 -U postgres -qc "alter database ${db} set log_min_duration_statement=0"`);
const app = await startApp({
  DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${db}`,
  ...(process.env.EXTRA ? JSON.parse(process.env.EXTRA) : {}),
});
const log = '/var/log/postgresql/postgresql-15-main.log';
const from = fs.readFileSync(log, 'utf8').split('\n').length - 1;
try {
  const r = await runDonationBench(app.url, { clients: 50, durationSeconds: 10 });
  console.log(JSON.stringify(r));
} finally {
  await app.stop();
  execSync(`dropdb -h 127.0.0.1 -U postgres ${db}`);
}
execSync(`node bench/tmp-logstat.mjs ${log} ${from}`, { stdio: 'inherit' });
