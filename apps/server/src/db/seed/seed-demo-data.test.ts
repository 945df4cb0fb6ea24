import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { addDays, campaignCategories } from '@causeway/contracts';
import { isAfter, isBefore } from 'date-fns';
import { demoImagesDir } from '../../app';
import { queryRows, type DatabaseHandle } from '../client';
import {
  campaignUpdates,
  campaigns,
  donations,
  fundraiserTeams,
  fundraisers,
  organizations,
  rewards,
  users,
} from '../schema';
import { createTestDatabase } from '../../test/test-database';
import { seedDemoData, type DemoSeedResult } from './seed-demo-data';
import { DEMO_SUGGESTED_GOAL } from './demo-fundraisers';
import { createOrPromoteAdmin } from '../../modules/auth/auth.service';

let database: DatabaseHandle;
let result: DemoSeedResult;
beforeAll(async () => {
  database = await createTestDatabase();
  result = await seedDemoData(database.db);
});
afterAll(() => database.close());

describe('demo data', () => {
  it('creates a demo administrator and donor with random passwords, once', async () => {
    expect(result.created).toBe(true);
    if (!result.created) return;
    const [admin, donor] = result.accounts;
    expect(admin).toMatchObject({ label: 'administrator', email: 'admin@example.org' });
    expect(donor).toMatchObject({ label: 'donor', email: 'donor@example.org' });
    expect(admin!.password).toMatch(/^[\w-]{16}$/);
    expect(admin!.password).not.toBe(donor!.password);
    const [row] = await database.db.select().from(users).where(eq(users.email, admin!.email));
    expect(row!.role).toBe('admin');
    expect(await seedDemoData(database.db)).toEqual({ created: false });
  });

  it('still seeds a database whose only account is an administrator made beforehand', async () => {
    const other = await createTestDatabase();
    try {
      await createOrPromoteAdmin(other.db, { email: 'admin@example.org', password: 'made-by-cli' });
      const seeded = await seedDemoData(other.db);
      expect(seeded).toMatchObject({ created: true, accounts: [{ label: 'donor' }] });
      expect((await other.db.select().from(campaigns)).length).toBeGreaterThanOrEqual(12);
    } finally {
      await other.close();
    }
  });

  it('covers all ten categories with at least 12 campaigns, a draft and a paused one', async () => {
    const rows = await database.db.select().from(campaigns);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((c) => c.category))).toEqual(new Set(campaignCategories));
    expect(rows.filter((c) => c.status === 'draft')).toHaveLength(1);
    expect(rows.filter((c) => c.status === 'paused')).toHaveLength(1);
    const now = new Date();
    expect(rows.filter((c) => c.endDate === null)).toHaveLength(1);
    expect(rows.some((c) => c.endDate && isBefore(c.endDate, now))).toBe(true);
    expect(
      rows.filter((c) => c.endDate && isAfter(c.endDate, now) && isBefore(c.endDate, addDays(now, 6))).length,
    ).toBeGreaterThanOrEqual(2);
    for (const c of rows) {
      expect(c.description.split('\n\n').length).toBeGreaterThanOrEqual(3);
      expect(c.shortDescription.length).toBeLessThanOrEqual(150);
    }
  });

  it('ships every campaign image in the repo, each under 150 KB', async () => {
    const rows = await database.db.select({ url: campaigns.featuredImageUrl }).from(campaigns);
    for (const { url } of rows) {
      const file = path.join(demoImagesDir, path.basename(url!));
      expect(fs.statSync(file).size).toBeLessThan(150 * 1024);
    }
  });

  it('has three organizations, rewards and public and private updates', async () => {
    expect(await database.db.select().from(organizations)).toHaveLength(3);
    expect((await database.db.select().from(rewards)).length).toBeGreaterThan(3);
    const updates = await database.db.select().from(campaignUpdates);
    expect(updates.some((u) => u.isPublic)).toBe(true);
    expect(updates.some((u) => !u.isPublic)).toBe(true);
  });

  it('keeps each campaign total equal to its succeeded donations, and some campaigns past their goal', async () => {
    const list = await queryRows<{ amount_raised: string; succeeded_sum: string; goal: string; donor_count: number }>(
      database.db,
      sql`
      select c.id, c.amount_raised, c.goal, c.donor_count,
             coalesce(sum(d.amount) filter (where d.status = 'succeeded'), 0)::bigint as succeeded_sum
      from campaigns c left join donations d on d.campaign_id = c.id
      group by c.id`,
    );
    for (const row of list) expect(Number(row.amount_raised)).toBe(Number(row.succeeded_sum));
    expect(list.filter((r) => Number(r.amount_raised) >= Number(r.goal)).length).toBeGreaterThanOrEqual(2);
    const [failed] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(donations)
      .where(eq(donations.status, 'failed'));
    expect(failed!.n).toBeGreaterThan(0);
    const [succeeded] = await database.db
      .select({
        n: sql<number>`count(*)::int`,
        donors: sql<number>`count(distinct coalesce(user_id::text, guest_email))::int`,
      })
      .from(donations)
      .where(eq(donations.status, 'succeeded'));
    expect(succeeded!.n).toBeGreaterThan(100);
    expect(succeeded!.donors).toBeGreaterThan(10);
  });

  it('leaves words of support on succeeded gifts only, and a source on most gifts (issue 24)', async () => {
    const [words] = await queryRows<{ total: number; on_succeeded: number; campaigns: number }>(
      database.db,
      sql`select count(*)::int as total, count(*) filter (where d.status = 'succeeded')::int as on_succeeded,
                 count(distinct s.campaign_id)::int as campaigns
          from support_messages s join donations d on d.id = s.donation_id`,
    );
    expect(words!.total).toBeGreaterThan(10);
    expect(words!.on_succeeded).toBe(words!.total);
    expect(words!.campaigns).toBeGreaterThan(3);
    const [sources] = await queryRows<{ utm: number; host: number; referrer: number; none: number }>(
      database.db,
      sql`select count(*) filter (where source_utm_source is not null)::int as utm,
                 count(*) filter (where source_host_origin is not null)::int as host,
                 count(*) filter (where source_referrer_host is not null and source_utm_source is null)::int as referrer,
                 count(*) filter (where coalesce(source_utm_source, source_host_origin, source_referrer_host) is null)::int as none
          from donations where status = 'succeeded'`,
    );
    for (const n of Object.values(sources!)) expect(n).toBeGreaterThan(0);
  });

  it('has one campaign taking fundraising pages, with four pages, a team of two and gifts through them (issue 25)', async () => {
    const enabled = await database.db.select().from(campaigns).where(eq(campaigns.fundraisingEnabled, true));
    expect(enabled).toHaveLength(1);
    const campaign = enabled[0]!;
    expect(campaign.status).toBe('active');
    expect(campaign.fundraiserSuggestedGoal).toBe(DEMO_SUGGESTED_GOAL);
    expect(campaign.fundraiserGuide.length).toBeGreaterThan(20);

    const pages = await database.db
      .select({ page: fundraisers, email: users.email })
      .from(fundraisers)
      .innerJoin(users, eq(users.id, fundraisers.userId));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.length).toBeLessThanOrEqual(4);
    expect(pages.every(({ page }) => page.campaignId === campaign.id && page.status === 'active')).toBe(true);
    expect(pages.filter(({ email }) => email === 'donor@example.org')).toHaveLength(1);
    expect(new Set(pages.map(({ page }) => page.slug)).size).toBe(pages.length);

    const teams = await database.db.select().from(fundraiserTeams);
    expect(teams).toHaveLength(1);
    const members = pages.filter(({ page }) => page.teamId === teams[0]!.id);
    expect(members).toHaveLength(2);
    expect(members.map(({ page }) => page.userId)).toContain(teams[0]!.captainId);

    // Each page's total is its succeeded gifts; the team's is its members'; no one gives through their own page.
    const through = await queryRows<{ fundraiser_id: number; raised: string; gifts: number; own: number }>(
      database.db,
      sql`select d.fundraiser_id, sum(d.amount)::bigint as raised, count(*)::int as gifts,
                 count(*) filter (where d.user_id = f.user_id)::int as own
          from donations d join fundraisers f on f.id = d.fundraiser_id
          where d.status = 'succeeded' group by d.fundraiser_id`,
    );
    expect(through.reduce((n, r) => n + r.gifts, 0)).toBeGreaterThanOrEqual(5);
    for (const { page } of pages) {
      const row = through.find((r) => r.fundraiser_id === page.id);
      expect(row).toBeDefined();
      expect(page.raisedAmount).toBe(Number(row!.raised));
      expect(page.giftCount).toBe(row!.gifts);
      expect(row!.own).toBe(0);
      // The seeded gifts are not news: the hourly notice job does not e-mail about them.
      expect(page.noticeThroughId).toBeGreaterThan(0);
    }
    expect(teams[0]!.raisedAmount).toBe(members.reduce((n, { page }) => n + page.raisedAmount, 0));
    expect(teams[0]!.giftCount).toBe(members.reduce((n, { page }) => n + page.giftCount, 0));
  });

  it('has a euro and a yen campaign taking gifts, every gift in its campaign’s currency (issue 26)', async () => {
    const byCurrency = await queryRows<{ currency: string; campaigns: number; active: number }>(
      database.db,
      sql`select currency, count(*)::int as campaigns,
                 count(*) filter (where status = 'active' and end_date > now())::int as active
          from campaigns group by currency order by currency`,
    );
    expect(byCurrency.map((r) => [r.currency, r.campaigns, r.active])).toEqual([
      ['eur', 1, 1],
      ['jpy', 1, 1],
      ['usd', expect.any(Number), expect.any(Number)],
    ]);
    const mismatched = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from donations d join campaigns c on c.id = d.campaign_id
          where d.currency <> c.currency`,
    );
    expect(mismatched[0]!.n).toBe(0);
    const gifts = await queryRows<{ currency: string; n: number; smallest: string; largest: string }>(
      database.db,
      sql`select d.currency, count(*)::int as n, min(d.amount)::bigint as smallest, max(d.amount)::bigint as largest
          from donations d where d.status = 'succeeded' and d.currency <> 'usd'
          group by d.currency order by d.currency`,
    );
    expect(gifts.map((g) => g.currency)).toEqual(['eur', 'jpy']);
    for (const g of gifts) expect(g.n).toBeGreaterThanOrEqual(10);
    // Yen are whole yen: a gift is at least ¥1,000 (the plan's floor), never a cents-sized ¥10.
    const yen = gifts.find((g) => g.currency === 'jpy')!;
    expect(Number(yen.smallest)).toBeGreaterThanOrEqual(1_000);
    expect(Number(yen.largest)).toBeLessThanOrEqual(50_000);
    const [euros] = await database.db.select().from(campaigns).where(eq(campaigns.currency, 'eur'));
    expect(euros!.featuredImageUrl).toBe('/demo-images/estrela-forest.jpg');
    expect((await database.db.select().from(rewards).where(eq(rewards.campaignId, euros!.id))).length).toBe(2);
  });
});
