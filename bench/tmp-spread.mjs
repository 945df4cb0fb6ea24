import { startApp } from './app.mjs';
import { runDonationBench } from './donations.mjs';
import pg from 'pg';
const url = 'postgres://postgres@127.0.0.1:5432/sp1';
const app = await startApp({ DATABASE_URL: url });
const c = new pg.Client({ connectionString: url });
await c.connect();
console.log(
  (await c.query('select id, status, start_date, end_date from campaigns order by id')).rows
    .map((r) => JSON.stringify(r))
    .join('\n'),
);
await c.end();
const r = await runDonationBench(app.url, { clients: 20, durationSeconds: 2, campaigns: 13 });
console.log(r);
await app.stop();
