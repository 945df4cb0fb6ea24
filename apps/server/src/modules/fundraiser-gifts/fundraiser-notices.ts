import { and, asc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { FUNDRAISER_NOTICE_MINUTES, fundraiserPublicName } from '@causeway/contracts';
import type { Db, Tx } from '../../db/client';
import { campaigns, donations, fundraisers, users } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { ownerSeesName } from './fundraiser-gifts.service';
import { accountMailMessages, fundraiserMailMessages as f } from '../../i18n/mail-words';
import { wordsIn } from '../../i18n/words';

/**
 * The fundraiser hears of the gifts through their page (issue 25, item 4): one e-mail with every gift since the
 * last one, at most once in FUNDRAISER_NOTICE_MINUTES. The job runs every few minutes (jobs/scheduled-jobs.ts) so
 * the first gift after a quiet hour is told soon; a page told within the hour waits for its hour to pass.
 *
 * A gift is news when it succeeded and either came after the newest one told (`notice_through_id`) or succeeded
 * after the last e-mail: a donor may leave the card form open while later gifts go through, and their gift, with
 * the smaller id, is still told when it succeeds.
 */

/** Where the fundraiser thanks their supporters: the donor area's "My fundraisers" tab. */
export const FUNDRAISERS_TAB_PATH = '/dashboard?tab=fundraisers';

/** See the due pages' first condition. */
const UPDATE_MARGIN_MINUTES = 5;

export interface NoticeDeps {
  db: Db;
  publicUrl: string;
}

/** The page may be e-mailed again: never before, or not within the last FUNDRAISER_NOTICE_MINUTES. */
const quietSince = (cutoff: Date) => or(isNull(fundraisers.lastNoticeAt), lte(fundraisers.lastNoticeAt, cutoff));

/** The gifts of a page it has not been told of. */
const newsFor = (page: { id: SQL | number; throughId: SQL | number; lastNoticeAt: SQL | Date | null }) =>
  and(
    sql`${donations.fundraiserId} = ${page.id}`,
    eq(donations.status, 'succeeded'),
    or(
      sql`${donations.id} > ${page.throughId}`,
      page.lastNoticeAt === null
        ? sql`false`
        : page.lastNoticeAt instanceof Date
          ? sql`${donations.succeededAt} > ${page.lastNoticeAt.toISOString()}::timestamptz`
          : sql`${donations.succeededAt} > ${page.lastNoticeAt}`,
    ),
  );

/** Sends the e-mails due; returns how many went out. Safe to run in several processes at once. */
export async function sendFundraiserNotices(deps: NoticeDeps, now = new Date(), limit = 200): Promise<number> {
  const cutoff = new Date(now.getTime() - FUNDRAISER_NOTICE_MINUTES * 60_000);
  const due = await deps.db
    .select({ id: fundraisers.id })
    .from(fundraisers)
    .where(
      and(
        quietSince(cutoff),
        // Cheap first: a page told before has news only if a gift moved its totals since (each gift sets its
        // updated_at); the margin covers a gift whose transaction began just before the last e-mail.
        or(
          isNull(fundraisers.lastNoticeAt),
          sql`${fundraisers.updatedAt} > ${fundraisers.lastNoticeAt} - interval '${sql.raw(String(UPDATE_MARGIN_MINUTES))} minutes'`,
        ),
        sql`exists (select 1 from ${donations} where ${newsFor({
          id: sql`${fundraisers.id}`,
          throughId: sql`${fundraisers.noticeThroughId}`,
          lastNoticeAt: sql`${fundraisers.lastNoticeAt}`,
        })})`,
      ),
    )
    .orderBy(asc(fundraisers.id))
    .limit(limit);
  let sent = 0;
  for (const { id } of due) {
    if (await deps.db.transaction((tx) => noticeOne(tx, deps, id, now, cutoff))) sent += 1;
  }
  return sent;
}

/**
 * One page's e-mail, its cursor moved in the same transaction (the outbox sends it after the commit). The page's
 * row is locked, skipping one another process has: two runs never tell the same gifts twice.
 */
async function noticeOne(tx: Tx, deps: NoticeDeps, fundraiserId: number, now: Date, cutoff: Date) {
  const [page] = await tx
    .select({
      id: fundraisers.id,
      title: fundraisers.title,
      goal: fundraisers.goal,
      raisedAmount: fundraisers.raisedAmount,
      giftCount: fundraisers.giftCount,
      throughId: fundraisers.noticeThroughId,
      lastNoticeAt: fundraisers.lastNoticeAt,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      // The owner's saved language (issue 26).
      locale: users.locale,
      campaignTitle: campaigns.title,
      // A page raises money in its campaign's currency, as do the gifts through it (issue 26).
      currency: campaigns.currency,
    })
    .from(fundraisers)
    .innerJoin(users, eq(users.id, fundraisers.userId))
    .innerJoin(campaigns, eq(campaigns.id, fundraisers.campaignId))
    .where(and(eq(fundraisers.id, fundraiserId), quietSince(cutoff)))
    .for('update', { of: fundraisers, skipLocked: true });
  if (!page) return false;
  const gifts = await tx
    .select({
      id: donations.id,
      amount: donations.amount,
      refundedAmount: donations.refundedAmount,
      anonymous: donations.anonymous,
      erased: sql<boolean>`${donations.anonymizedAt} is not null`,
      firstName: sql<string | null>`coalesce(${users.firstName}, ${donations.guestFirstName})`,
      lastName: sql<string | null>`coalesce(${users.lastName}, ${donations.guestLastName})`,
    })
    .from(donations)
    .leftJoin(users, eq(users.id, donations.userId))
    .where(newsFor(page))
    .orderBy(asc(donations.id));
  if (gifts.length === 0) return false;

  const words = wordsIn(page.locale);
  const money = words.amount(page.currency);
  const lines = gifts.map(
    (g) => `- ${words.say(ownerSeesName(g))}: ${money(g.amount - Math.min(g.amount, g.refundedAmount))}`,
  );
  const news = gifts.length === 1 ? words.say(f.oneNewGift) : words.say(f.newGifts, { count: gifts.length });
  const raised = { raised: money(page.raisedAmount), goal: money(page.goal), count: page.giftCount };
  await enqueueMail(tx, {
    to: page.email,
    subject: words.say(f.newsSubject, { news, page: page.title }),
    text: [
      words.say(accountMailMessages.hello, { name: fundraiserPublicName(page) }),
      '',
      words.say(f.newsCame, { news, page: page.title, campaign: page.campaignTitle }),
      '',
      ...lines,
      '',
      words.say(page.giftCount === 1 ? f.raisedOne : f.raisedMany, raised),
      '',
      words.say(f.thankThem, { url: `${deps.publicUrl}${FUNDRAISERS_TAB_PATH}` }),
    ].join('\n'),
  });
  await tx
    .update(fundraisers)
    .set({
      lastNoticeAt: now,
      noticeThroughId: sql`greatest(${fundraisers.noticeThroughId}, ${Math.max(...gifts.map((g) => g.id))})`,
    })
    .where(eq(fundraisers.id, page.id));
  return true;
}
