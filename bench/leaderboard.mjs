// The fundraiser leaderboard at scale (issue 25): 10,000 supporters' pages and 1,000 teams on one campaign, with
// the 1,000,000 gifts of `npm run seed:large` given to that campaign and 90% of them through the pages, on
// PostgreSQL. GET /api/campaigns/{id}/fundraisers is loaded with autocannon (first page, a later page, a search) and
// then asked once per page and search it has not answered before (each a miss of the read cache). Run alone with
// `node bench/leaderboard.mjs`, or from `npm run bench`. Environment:
//   BENCH_LARGE_DATABASE_URL (a database seeded by `npm run seed:large`: it is copied, never changed; without it a
//   fresh one is seeded, a few minutes), BENCH_POSTGRES_URL, BENCH_DURATION (10 s per load),
//   BENCH_LEADERBOARD_CONNECTIONS (10), BENCH_LEADERBOARD_COLD (200 requests of each cold kind),
//   BENCH_LEADERBOARD_KEEP (1: keep the seeded copy and print its URL, to look into a slow query),
//   BENCH_LEADERBOARD_DATABASE_URL (such a kept copy: measured again as it is, not seeded, not dropped).
// Seeding takes about six minutes on the 2-core bench machine, most of it moving the million gifts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { run } from '../scripts/lib.mjs';
import { startApp } from './app.mjs';

const GOAL_MS = 150;
const PAGES = 10_000;
const TEAMS = 1_000;
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_LEADERBOARD_CONNECTIONS ?? 10);
const coldRequests = Number(process.env.BENCH_LEADERBOARD_COLD ?? 200);
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The leaderboard's page size (FUNDRAISER_LEADERBOARD_PAGE_SIZE): page 500 is halfway down 10,000 pages. */
const LATER_PAGE = 500;
const SEARCH = 'smith';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (timings) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const databaseUrl = (name) => {
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A throw-away database with seed:large's data: a copy of BENCH_LARGE_DATABASE_URL (PostgreSQL copies the files,
 * seconds), else seeded here. Null when no PostgreSQL answers.
 */
async function largeCopy() {
  const name = `causeway_bench_leaderboard_${process.pid}`;
  const source = process.env.BENCH_LARGE_DATABASE_URL;
  try {
    await withClient(postgresUrl, async (c) => {
      if (!source) return c.query(`create database "${name}"`);
      const from = decodeURIComponent(new URL(source).pathname.slice(1));
      return c.query(`create database "${name}" template "${from.replace(/"/g, '""')}"`);
    });
  } catch (error) {
    console.log(`leaderboard bench skipped: ${error.message}`);
    return null;
  }
  const url = databaseUrl(name);
  const drop = () => withClient(postgresUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
  if (!source) {
    console.log('Seeding 1,000,000 gifts for the leaderboard (npm run seed:large, a few minutes).');
    const code = await run('npm', ['run', 'seed:large', '--silent'], {
      env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
    });
    if (code !== 0) {
      await drop();
      throw new Error(`seed:large failed with exit code ${code}`);
    }
  }
  return { url, drop };
}

/**
 * The campaign of the leaderboard: the seeded campaign with the most gifts, given all of them. 10,000 pages owned by
 * 10,000 seeded accounts (1% hidden, 2% paused), 1,000 teams holding three pages in four, 90% of the gifts through
 * a page; every total is the sum of its gifts, as the payment paths keep them.
 */
async function seedLeaderboard(url) {
  return withClient(url, async (c) => {
    const started = performance.now();
    const step = async (label, text, values) => {
      const at = performance.now();
      const result = await c.query(text, values);
      console.log(`  ${label}: ${Math.round(performance.now() - at).toLocaleString('en-US')} ms`);
      return result;
    };
    await c.query('begin');
    const {
      rows: [campaign],
    } = await c.query(`
      select c.id from campaigns c join donations d on d.campaign_id = c.id
      where c.status = 'active' and (c.end_date is null or c.end_date > now() + interval '1 day')
      group by c.id order by count(*) desc, c.id limit 1`);
    const id = campaign.id;
    await c.query(
      `update campaigns set fundraising_enabled = true, fundraiser_suggested_goal = 50000,
         fundraiser_guide = 'Tell your friends why this matters to you.' where id = $1`,
      [id],
    );
    await step(
      `${TEAMS.toLocaleString('en-US')} teams`,
      `insert into fundraiser_teams (campaign_id, slug, name, goal)
       select $1, 'team-' || t, (array['Striders','Bakers','Swimmers','Climbers','Readers','Cyclists'])[1 + t % 6]
              || ' of ' || (array['Mbale','Kisoro','Nampula','Sylhet','Elgon','Riverside'])[1 + (t / 6) % 6] || ' ' || t,
              100000 + (t % 20) * 50000
       from generate_series(1, ${TEAMS}) t`,
      [id],
    );
    await step(
      `${PAGES.toLocaleString('en-US')} supporters' pages`,
      `insert into fundraisers (campaign_id, user_id, team_id, slug, title, story, goal, status, hidden_at)
       select $1, u.id,
              case when u.n % 4 <> 0 then (select min(id) from fundraiser_teams where campaign_id = $1) + u.n % ${TEAMS} end,
              'page-' || u.n,
              u.first_name || '''s ' || (array['walk','run','bake sale','birthday','swim','climb'])[1 + u.n % 6]
                || ' for the campaign',
              'Generated by the leaderboard bench.', 10000 + (u.n % 40) * 2500,
              case when u.n % 50 = 1 then 'paused' else 'active' end,
              case when u.n % 100 = 7 then now() end
       from (select id, first_name, row_number() over (order by id) as n from users
             where email like 'donor%@large.example' order by id limit ${PAGES}) u`,
      [id],
    );
    await step(
      'captains (each team’s first member)',
      `update fundraiser_teams t set captain_id = m.user_id
       from (select distinct on (team_id) team_id, user_id from fundraisers where campaign_id = $1 and team_id is not null
             order by team_id, id) m
       where t.id = m.team_id`,
      [id],
    );
    const {
      rows: [range],
    } = await c.query('select min(id) as first, count(*)::int as n from fundraisers where campaign_id = $1', [id]);
    await step(
      '1,000,000 gifts to the campaign, 90% through a page',
      `update donations set campaign_id = $1,
         fundraiser_id = case when id % 10 = 0 then null else $2::int + (id % $3::int) end`,
      [id, range.first, range.n],
    );
    await step('their recurring gifts to the campaign', 'update recurring_donations set campaign_id = $1', [id]);
    await step(
      'page totals',
      `update fundraisers f set raised_amount = t.raised, gift_count = t.gifts
       from (select fundraiser_id, sum(amount - least(amount, refunded_amount))::bigint as raised,
                    count(*)::int as gifts
             from donations where status = 'succeeded' and fundraiser_id is not null group by fundraiser_id) t
       where f.id = t.fundraiser_id`,
    );
    await step(
      'team totals',
      `update fundraiser_teams ft set raised_amount = s.raised, gift_count = s.gifts
       from (select team_id, sum(raised_amount)::bigint as raised, sum(gift_count)::int as gifts
             from fundraisers where team_id is not null group by team_id) s
       where ft.id = s.team_id`,
    );
    await step(
      'campaign totals',
      `update campaigns c set amount_raised = coalesce(t.raised, 0), donor_count = coalesce(t.donors, 0)
       from campaigns c2 left join (
         select campaign_id, sum(amount - least(amount, refunded_amount))::bigint as raised,
                count(distinct coalesce('u' || user_id::text, 'g' || lower(guest_email), 'a' || anonymized_at::text))::int
                  as donors
         from donations where status = 'succeeded' group by campaign_id) t on t.campaign_id = c2.id
       where c.id = c2.id`,
    );
    await c.query('commit');
    await step('vacuum analyze', 'vacuum analyze');
    console.log(`seeded in ${Math.round((performance.now() - started) / 1000)} s`);
    return { campaignId: id, exact: await totalsExact(c, id) };
  });
}

/** Whether the campaign's total is the sum of its pages' totals and its direct gifts, as the payment paths keep it. */
async function totalsExact(c, id) {
  const {
    rows: [check],
  } = await c.query(
    `select (select amount_raised from campaigns where id = $1) as campaign,
              (select sum(raised_amount) from fundraisers where campaign_id = $1) as pages,
              (select sum(amount - least(amount, refunded_amount)) from donations
                where campaign_id = $1 and status = 'succeeded' and fundraiser_id is null) as direct,
              (select count(*) from donations where campaign_id = $1) as gifts`,
    [id],
  );
  const exact = BigInt(check.campaign) === BigInt(check.pages) + BigInt(check.direct);
  console.log(
    `campaign ${id}: ${Number(check.gifts).toLocaleString('en-US')} gifts; total = pages + direct: ${exact ? 'exact' : 'WRONG'}`,
  );
  return exact;
}

/** autocannon with every answer's time kept, for the p95 autocannon does not report. */
function load(url) {
  return new Promise((resolve, reject) => {
    const timings = [];
    const instance = autocannon({ url, connections, duration }, (error, result) =>
      error ? reject(error) : resolve({ ...summary(timings), result }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => timings.push(responseTime));
  });
}

/** One request at a time, each for a page or search not asked before (the read cache cannot answer it). */
async function cold(base, paths) {
  const timings = [];
  for (const p of paths) {
    const started = performance.now();
    const res = await fetch(base + p);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
    timings.push(performance.now() - started);
  }
  return summary(timings);
}

/** Search terms people would type: seed:large's first and last names, and the words of the pages' titles. */
const searchTerms = [
  ...'Ada Ben Chloe David Elena Femi Grace Hiro Ines Jonas Kemi Liam Maya Noah Olga Pavel Quinn Rosa'.split(' '),
  ...'Sam Tara Umar Vera Wei Xena Yusuf Zoe Aisha Bruno Carmen Diego Eva Farah Gus Hana Ivan Jia Kofi'.split(' '),
  ...'Smith Garcia Okafor Nguyen Kowalski Rossi Tanaka Silva Haddad Berg Murphy Dubois Novak Khan Larsen'.split(' '),
  ...['walk', 'run', 'bake sale', 'birthday', 'swim', 'climb'],
].map((term) => encodeURIComponent(term.toLowerCase()));

/** The campaign of a leaderboard seeded before (BENCH_LEADERBOARD_DATABASE_URL). */
const seededCampaign = (url) =>
  withClient(url, async (c) => {
    const { rows } = await c.query(`select campaign_id from fundraisers where slug = 'page-1'`);
    if (!rows[0]) throw new Error('BENCH_LEADERBOARD_DATABASE_URL has no leaderboard seeded by this bench');
    return { campaignId: rows[0].campaign_id, exact: await totalsExact(c, rows[0].campaign_id) };
  });

/** Measures the leaderboard; `{ skipped }` when no PostgreSQL answers or the route is not there yet. */
export async function runLeaderboardBench() {
  console.log(
    `\n## Fundraiser leaderboard (PostgreSQL, ${PAGES.toLocaleString('en-US')} pages and ${TEAMS.toLocaleString('en-US')} teams on one campaign, 1,000,000 gifts)`,
  );
  const seeded = process.env.BENCH_LEADERBOARD_DATABASE_URL;
  const db = seeded ? { url: seeded, drop: async () => {} } : await largeCopy();
  if (!db) return { skipped: 'PostgreSQL is not reachable' };
  let app;
  try {
    // The app first: it migrates the copy (the fundraiser tables) before the pages are seeded.
    app = await startApp({ DATABASE_URL: db.url, DEMO_DATA: 'off' });
    const { campaignId, exact } = seeded ? await seededCampaign(db.url) : await seedLeaderboard(db.url);
    const base = `${app.url}/api/campaigns/${campaignId}`;
    const probe = await fetch(`${base}/fundraisers`);
    if (probe.status !== 200) {
      return { skipped: `GET /api/campaigns/{id}/fundraisers answered ${probe.status} (not served yet?)` };
    }
    const first = await probe.json();
    console.log(`leaderboard total: ${first.total}; top page raised ${first.items?.[0]?.raisedAmount}`);
    const cases = [
      ['first page', '/fundraisers'],
      [`page ${LATER_PAGE}`, `/fundraisers?page=${LATER_PAGE}`],
      [`search q=${SEARCH}`, `/fundraisers?q=${SEARCH}`],
      ['teams, first page', '/fundraiser-teams'],
    ];
    console.log(`autocannon, ${connections} connections, ${duration} s each; goal p95 under ${GOAL_MS} ms`);
    console.log('request | req/s | p50 ms | p95 ms | p99 ms | errors');
    const figures = [];
    for (const [label, p] of cases) {
      await autocannon({ url: base + p, connections, duration: 2 }); // warm-up: JIT and connection pools
      const r = await load(base + p);
      const errors = r.result.errors + r.result.non2xx;
      figures.push({ label, ...r, errors, perSecond: r.result.requests.average, ok: r.p95 < GOAL_MS && !errors });
      console.log(`${label} | ${Math.round(r.result.requests.average)} | ${r.p50} | ${r.p95} | ${r.p99} | ${errors}`);
    }
    // Not answered before: pages 2..n+1 of the whole list, and each search term's first and second page.
    const coldCases = [
      [
        'pages not cached (one at a time)',
        Array.from({ length: coldRequests }, (_, i) => `/fundraisers?page=${i + 2}`),
      ],
      [
        'searches not cached (one at a time)',
        [1, 2].flatMap((page) => searchTerms.map((q) => `/fundraisers?q=${q}&page=${page}`)).slice(0, coldRequests),
      ],
    ];
    for (const [label, paths] of coldCases) {
      const r = await cold(base, paths);
      figures.push({ label, ...r, errors: 0, perSecond: null, ok: r.p95 < GOAL_MS });
      console.log(`${label} | - | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | 0`);
    }
    return { figures, totalsExact: exact, goalMs: GOAL_MS, connections };
  } finally {
    await app?.stop();
    if (seeded || process.env.BENCH_LEADERBOARD_KEEP === '1') console.log(`kept the seeded database: ${db.url}`);
    else await db.drop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const result = await runLeaderboardBench();
  if (result.skipped) console.log(`skipped: ${result.skipped}`);
}
