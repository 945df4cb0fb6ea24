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

/** Campaigns: active ones, new ones per window. */
export async function readCampaignFigures(db: Executor, w: Windows) {
  const [row] = await queryRows<Figures<'active' | 'current' | 'previous'>>(
    db,
    sql`select count(*) filter (where status = 'active') as active,
               count(*) filter (where created_at >= ${w.currentFrom} and created_at < ${w.until}) as current,
               count(*) filter (where created_at >= ${w.previousFrom} and created_at < ${w.currentFrom}) as previous
        from campaigns`,
  );
  return row!;
}

/**
 * Money raised in each currency a campaign is in (issue 26): the campaigns' raised amounts, kept exact by the
 * payment state machine, summed per currency and never across currencies.
 */
export function readRaisedByCurrency(db: Executor) {
  return queryRows<{ currency: string; raised: number | string }>(
    db,
    sql`select currency, coalesce(sum(amount_raised), 0) as raised from campaigns group by currency`,
  );
}

/**
 * Succeeded gifts per currency, counted through their campaigns (a gift is in its campaign's currency) so each
 * campaign's gifts come from donations_campaign_status_idx. Only a site raising in more than one currency asks.
 */
export function countGiftsByCurrency(db: Executor) {
  return queryRows<{ currency: string; gifts: number | string }>(
    db,
    sql`select c.currency, count(*) as gifts
        from campaigns c join donations d on d.campaign_id = c.id and d.status = 'succeeded'
        group by c.currency`,
  );
}

/** Only the gifts in the currency, or every gift when none is named (a site raising in one currency). */
const inCurrency = (alias: string, currency: string | undefined) =>
  currency === undefined ? sql`` : sql`and ${sql.raw(alias)}currency = ${currency}`;

/**
 * The refunded parts of the partly refunded succeeded gifts that succeeded in [from, to), as a row source
 * (succeeded_at, part). A refund comes out of the gift first (issue 23), so these are what the gross sums below
 * overcount. Found through donation_refunds, which holds a row for every refund applied (refunds.service.ts
 * settleRefunds), so the sums keep their index-only scans of the whole range; the few refunded rows are read by id.
 */
const refundedParts = (from: Date, to: Date, currency: string | undefined) => sql`(
  select d.succeeded_at, least(d.amount, d.refunded_amount) as part
  from donations d
  where d.id in (select r.donation_id from donation_refunds r where r.status = 'succeeded')
    and d.status = 'succeeded' and d.refunded_amount > 0 and d.succeeded_at >= ${from} and d.succeeded_at < ${to}
    ${inCurrency('d.', currency)}
)`;

/**
 * Money raised in each window, net of partial refunds: the gross from the partial index over succeeded donations
 * (donations_succeeded_at_idx, index only), less the refunded parts. With a currency, only its gifts (the index
 * then reads the rows too); without one, every gift (a site raising in one currency).
 */
export async function readMoneyWindows(db: Executor, w: Windows, currency?: string) {
  const [row] = await queryRows<Figures<'current' | 'previous'>>(
    db,
    sql`with refunded as ${refundedParts(w.previousFrom, w.until, currency)}
        select coalesce(sum(amount) filter (where succeeded_at >= ${w.currentFrom}), 0)
                 - (select coalesce(sum(part) filter (where succeeded_at >= ${w.currentFrom}), 0) from refunded)
                 as current,
               coalesce(sum(amount) filter (where succeeded_at < ${w.currentFrom}), 0)
                 - (select coalesce(sum(part) filter (where succeeded_at < ${w.currentFrom}), 0) from refunded)
                 as previous
        from donations
        where status = 'succeeded' and succeeded_at >= ${w.previousFrom} and succeeded_at < ${w.until}
          ${inCurrency('', currency)}`,
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

/**
 * Money raised per [from, to) period (net of partial refunds, as above), one row per period in the given order;
 * in the currency if one is named, as readMoneyWindows.
 */
export async function sumSucceededByPeriod(db: Executor, periods: { from: Date; to: Date }[], currency?: string) {
  const bounds = sql.join(
    periods.map((p, i) => sql`(${i}::int, ${p.from}::timestamptz, ${p.to}::timestamptz)`),
    sql`, `,
  );
  const earliest = new Date(Math.min(...periods.map((p) => p.from.getTime())));
  const latest = new Date(Math.max(...periods.map((p) => p.to.getTime())));
  // One index range per period instead of date_trunc over every row: no per-row function, no sort.
  const rows = await queryRows<{ i: number; amount: number | string }>(
    db,
    sql`with refunded as ${refundedParts(earliest, latest, currency)}
        select b.i, (
          select coalesce(sum(d.amount), 0) from donations d
          where d.status = 'succeeded' and d.succeeded_at >= b.from_at and d.succeeded_at < b.to_at
            ${inCurrency('d.', currency)}
        ) - (
          select coalesce(sum(part), 0) from refunded where succeeded_at >= b.from_at and succeeded_at < b.to_at
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
      currency: campaigns.currency,
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
        currency: donations.currency,
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
