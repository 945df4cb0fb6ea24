import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { campaigns, donations, donorSummaries, users } from '../../db/schema';

/** The current 30-day window [currentFrom, until) and the one before it [previousFrom, currentFrom). */
export interface Windows {
  previousFrom: Date;
  currentFrom: Date;
  until: Date;
}

type Figures<K extends string> = Record<K, number | string | null>;

/** Campaigns: total raised (kept exact by the payment state machine), active ones, new ones per window. */
export async function readCampaignFigures(db: Executor, w: Windows) {
  const [row] = await queryRows<Figures<'raised' | 'active' | 'current' | 'previous'>>(
    db,
    sql`select coalesce(sum(amount_raised), 0) as raised,
               count(*) filter (where status = 'active') as active,
               count(*) filter (where created_at >= ${w.currentFrom} and created_at < ${w.until}) as current,
               count(*) filter (where created_at >= ${w.previousFrom} and created_at < ${w.currentFrom}) as previous
        from campaigns`,
  );
  return row!;
}

/** A succeeded gift net of its refunded part (a refund comes out of the gift first: issue 23). */
const net = (alias = '') => sql.raw(`${alias}amount - least(${alias}amount, ${alias}refunded_amount)`);

/** Money raised in each window, read through the partial index over succeeded donations (donations_succeeded_at_idx). */
export async function readMoneyWindows(db: Executor, w: Windows) {
  const [row] = await queryRows<Figures<'current' | 'previous'>>(
    db,
    sql`select coalesce(sum(${net()}) filter (where succeeded_at >= ${w.currentFrom}), 0) as current,
               coalesce(sum(${net()}) filter (where succeeded_at < ${w.currentFrom}), 0) as previous
        from donations
        where status = 'succeeded' and succeeded_at >= ${w.previousFrom} and succeeded_at < ${w.until}`,
  );
  return row!;
}

/** Donors (see donor_summaries): succeeded gifts in all, and donors whose first gift falls in each window. */
export async function readDonorFigures(db: Executor, w: Windows) {
  const first = donorSummaries.firstDonationAt;
  const [row] = await queryRows<Figures<'gifts' | 'current' | 'previous'>>(
    db,
    sql`select coalesce(sum(${donorSummaries.donationCount}), 0) as gifts,
               count(*) filter (where ${first} >= ${w.currentFrom} and ${first} < ${w.until}) as current,
               count(*) filter (where ${first} >= ${w.previousFrom} and ${first} < ${w.currentFrom}) as previous
        from ${donorSummaries}`,
  );
  return row!;
}

/** Money raised per [from, to) period, one row per period in the given order. */
export async function sumSucceededByPeriod(db: Executor, periods: { from: Date; to: Date }[]) {
  const bounds = sql.join(
    periods.map((p, i) => sql`(${i}::int, ${p.from}::timestamptz, ${p.to}::timestamptz)`),
    sql`, `,
  );
  // One index range per period instead of date_trunc over every row: no per-row function, no sort.
  const rows = await queryRows<{ i: number; amount: number | string }>(
    db,
    sql`select b.i, (
          select coalesce(sum(${net('d.')}), 0) from donations d
          where d.status = 'succeeded' and d.succeeded_at >= b.from_at and d.succeeded_at < b.to_at
        ) as amount
        from (values ${bounds}) as b(i, from_at, to_at)
        order by b.i`,
  );
  return rows.map((r) => Number(r.amount));
}

export function listNewestCampaigns(db: Executor, limit: number) {
  return db
    .select({
      id: campaigns.id,
      title: campaigns.title,
      amountRaised: campaigns.amountRaised,
      goal: campaigns.goal,
      status: campaigns.status,
      createdAt: campaigns.createdAt,
    })
    .from(campaigns)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(limit);
}

/** The newest succeeded donations by the time they succeeded (a backward scan of the partial index). */
export function listNewestSucceededDonations(db: Executor, limit: number) {
  return db
    .select({
      donation: {
        id: donations.id,
        amount: donations.amount,
        status: donations.status,
        donationType: donations.donationType,
        createdAt: donations.createdAt,
        campaignId: donations.campaignId,
        anonymous: donations.anonymous,
        guestFirstName: donations.guestFirstName,
        guestLastName: donations.guestLastName,
      },
      campaignTitle: campaigns.title,
      user: { firstName: users.firstName, lastName: users.lastName, username: users.username },
    })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .leftJoin(users, eq(users.id, donations.userId))
    .where(and(eq(donations.status, 'succeeded'), isNotNull(donations.succeededAt)))
    .orderBy(desc(donations.succeededAt), desc(donations.id))
    .limit(limit);
}
