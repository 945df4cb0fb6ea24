import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { campaigns, fundraisers, fundraiserTeams, users } from '../../db/schema';
import { containing } from '../../db/text-search';

export type FundraiserRow = typeof fundraisers.$inferSelect;
export type TeamRow = typeof fundraiserTeams.$inferSelect;
export type CampaignRow = typeof campaigns.$inferSelect;

/** The owner's name parts, for fundraiserPublicName and the administrators' list. */
export const ownerColumns = {
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerUsername: users.username,
  ownerEmail: users.email,
};

const teamRefColumns = { teamSlug: fundraiserTeams.slug, teamName: fundraiserTeams.name };

export async function findCampaign(db: Executor, campaignId: number): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId)).limit(1);
  return row;
}

/**
 * The writes that name pages and teams of one campaign take turns (a transaction-scoped advisory lock), so two
 * pages cannot take the same slug, two teams the same name, nor one supporter two pages. The payment paths never
 * take it: they lock the page's row.
 */
export async function lockCampaignFundraisers(tx: Tx, campaignId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('causeway:campaign-fundraisers'), ${campaignId}::int)`);
}

export async function findPageOf(db: Executor, campaignId: number, userId: number) {
  const [row] = await db
    .select({ id: fundraisers.id })
    .from(fundraisers)
    .where(and(eq(fundraisers.campaignId, campaignId), eq(fundraisers.userId, userId)))
    .limit(1);
  return row;
}

/** The first of `base`, `base-2`, `base-3`… that no row of the campaign uses yet (the caller holds the lock). */
export async function freeSlug(
  db: Executor,
  table: typeof fundraisers | typeof fundraiserTeams,
  campaignId: number,
  base: string,
): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ slug: table.slug })
        .from(table)
        .where(and(eq(table.campaignId, campaignId), or(eq(table.slug, base), sql`${table.slug} like ${`${base}-%`}`)))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export async function teamNameTaken(db: Executor, campaignId: number, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: fundraiserTeams.id })
    .from(fundraiserTeams)
    .where(and(eq(fundraiserTeams.campaignId, campaignId), sql`lower(${fundraiserTeams.name}) = lower(${name})`))
    .limit(1);
  return row !== undefined;
}

/** A team of the campaign that the public can see (a hidden one cannot be joined). */
export async function findVisibleTeam(db: Executor, campaignId: number, teamId: number, forUpdate = false) {
  const query = db
    .select()
    .from(fundraiserTeams)
    .where(
      and(eq(fundraiserTeams.id, teamId), eq(fundraiserTeams.campaignId, campaignId), isNull(fundraiserTeams.hiddenAt)),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Moves a page's totals into (sign 1) or out of (sign -1) its team's. */
export async function moveTeamTotals(tx: Tx, teamId: number, page: FundraiserRow, sign: 1 | -1): Promise<void> {
  if (page.raisedAmount === 0 && page.giftCount === 0) return;
  await tx
    .update(fundraiserTeams)
    .set({
      raisedAmount: sql`${fundraiserTeams.raisedAmount} + ${sign * page.raisedAmount}`,
      giftCount: sql`${fundraiserTeams.giftCount} + ${sign * page.giftCount}`,
      updatedAt: sql`now()`,
    })
    .where(eq(fundraiserTeams.id, teamId));
}

/** A page with what its answers show beside it: its owner, its team and its campaign. */
export function pageQuery(db: Executor) {
  return db
    .select({ page: fundraisers, ...ownerColumns, team: fundraiserTeams, campaign: campaigns })
    .from(fundraisers)
    .innerJoin(users, eq(users.id, fundraisers.userId))
    .innerJoin(campaigns, eq(campaigns.id, fundraisers.campaignId))
    .leftJoin(fundraiserTeams, eq(fundraiserTeams.id, fundraisers.teamId));
}
export type PageWithContext = Awaited<ReturnType<ReturnType<typeof pageQuery>['execute']>>[number];

/** Pages the public may see: not hidden by an administrator. */
const visibleOf = (campaignId: number) => and(eq(fundraisers.campaignId, campaignId), isNull(fundraisers.hiddenAt));

/** A page's title, or its owner's names, containing the search term. */
const pageMatches = (q: string, withEmail = false) => {
  const pattern = containing(q);
  return or(
    ilike(fundraisers.title, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(users.username, pattern),
    withEmail ? ilike(users.email, pattern) : undefined,
  );
};

/**
 * One page of a campaign's leaderboard: the visible pages, most raised first, ties the earlier page first. The
 * page's ids come first, from fundraisers alone without a search, so the planner walks fundraisers_leaderboard_idx
 * (campaign_id, raised_amount desc, id) in order and stops at the page, whatever the joins; a search joins the
 * owners to match their names. The page's rows, with their joins and a searched row's rank, are then read for
 * those ids only: a rank is one count per row, and rows an offset skips never need one. The total is one count.
 */
export async function leaderboardPage(
  db: Executor,
  campaignId: number,
  { q, limit, offset }: { q?: string; limit: number; offset: number },
) {
  const visible = visibleOf(campaignId);
  const order = [desc(fundraisers.raisedAmount), asc(fundraisers.id)];
  const idsOf = () => db.select({ id: fundraisers.id }).from(fundraisers);
  const [ids, [total]] = q
    ? await Promise.all([
        idsOf()
          .innerJoin(users, eq(users.id, fundraisers.userId))
          .where(and(visible, pageMatches(q)))
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(fundraisers)
          .innerJoin(users, eq(users.id, fundraisers.userId))
          .where(and(visible, pageMatches(q))),
      ])
    : await Promise.all([
        idsOf()
          .where(visible)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(fundraisers).where(visible),
      ]);
  const rows = ids.length
    ? await db
        .select({ page: fundraisers, ...ownerColumns, ...teamRefColumns, rank: rankOf(q) })
        .from(fundraisers)
        .innerJoin(users, eq(users.id, fundraisers.userId))
        .leftJoin(fundraiserTeams, eq(fundraiserTeams.id, fundraisers.teamId))
        .where(
          inArray(
            fundraisers.id,
            ids.map((row) => row.id),
          ),
        )
        .orderBy(...order)
    : [];
  return { rows, total: total?.n ?? 0 };
}

/**
 * A searched row's place on the whole leaderboard (the visible pages ahead of it, plus one), so "3" still means
 * third; without a search the place is the row's position, and this is not computed.
 */
function rankOf(q: string | undefined): SQL<number | null> {
  if (!q) return sql<null>`null`;
  return sql<number>`(select count(*)::int + 1 from fundraisers ahead
    where ahead.campaign_id = ${fundraisers.campaignId} and ahead.hidden_at is null
      and (ahead.raised_amount > ${fundraisers.raisedAmount}
        or (ahead.raised_amount = ${fundraisers.raisedAmount} and ahead.id < ${fundraisers.id})))`;
}

/** Visible members of a team, counted per team. */
const memberCount = sql<number>`(select count(*)::int from fundraisers m
  where m.team_id = ${fundraiserTeams.id} and m.hidden_at is null)`;

const captainColumns = {
  captainFirstName: users.firstName,
  captainLastName: users.lastName,
  captainUsername: users.username,
};

/** One page of a campaign's team leaderboard (fundraiser_teams_leaderboard_idx), as leaderboardPage. */
export async function teamLeaderboardPage(
  db: Executor,
  campaignId: number,
  { q, limit, offset }: { q?: string; limit: number; offset: number },
) {
  const where = and(
    eq(fundraiserTeams.campaignId, campaignId),
    isNull(fundraiserTeams.hiddenAt),
    q ? ilike(fundraiserTeams.name, containing(q)) : undefined,
  );
  const rank = q
    ? sql<number>`(select count(*)::int + 1 from fundraiser_teams ahead
        where ahead.campaign_id = ${fundraiserTeams.campaignId} and ahead.hidden_at is null
          and (ahead.raised_amount > ${fundraiserTeams.raisedAmount}
            or (ahead.raised_amount = ${fundraiserTeams.raisedAmount} and ahead.id < ${fundraiserTeams.id})))`
    : sql<null>`null`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ team: fundraiserTeams, ...captainColumns, memberCount, rank })
      .from(fundraiserTeams)
      .leftJoin(users, eq(users.id, fundraiserTeams.captainId))
      .where(where)
      .orderBy(desc(fundraiserTeams.raisedAmount), asc(fundraiserTeams.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(fundraiserTeams).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findTeamWithCaptain(db: Executor, teamId: number) {
  const [row] = await db
    .select({ team: fundraiserTeams, ...captainColumns, memberCount })
    .from(fundraiserTeams)
    .leftJoin(users, eq(users.id, fundraiserTeams.captainId))
    .where(eq(fundraiserTeams.id, teamId));
  return row;
}

export async function findVisibleTeamBySlug(db: Executor, campaignId: number, slug: string) {
  const [row] = await db
    .select({ team: fundraiserTeams, ...captainColumns, campaign: campaigns })
    .from(fundraiserTeams)
    .innerJoin(campaigns, eq(campaigns.id, fundraiserTeams.campaignId))
    .leftJoin(users, eq(users.id, fundraiserTeams.captainId))
    .where(
      and(eq(fundraiserTeams.campaignId, campaignId), eq(fundraiserTeams.slug, slug), isNull(fundraiserTeams.hiddenAt)),
    );
  return row;
}

/** A team's visible pages, most raised first. */
export async function visibleMembers(db: Executor, teamId: number) {
  return db
    .select({ page: fundraisers, ...ownerColumns })
    .from(fundraisers)
    .innerJoin(users, eq(users.id, fundraisers.userId))
    .where(and(eq(fundraisers.teamId, teamId), isNull(fundraisers.hiddenAt)))
    .orderBy(desc(fundraisers.raisedAmount), asc(fundraisers.id));
}

/** An administrator's page of a campaign's pages, hidden ones too; q also searches the owner's e-mail. */
export async function adminPage(
  db: Executor,
  campaignId: number,
  { q, limit, offset }: { q?: string; limit: number; offset: number },
) {
  const where = and(eq(fundraisers.campaignId, campaignId), q ? pageMatches(q, true) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ page: fundraisers, ...ownerColumns, ...teamRefColumns })
      .from(fundraisers)
      .innerJoin(users, eq(users.id, fundraisers.userId))
      .leftJoin(fundraiserTeams, eq(fundraiserTeams.id, fundraisers.teamId))
      .where(where)
      .orderBy(desc(fundraisers.raisedAmount), asc(fundraisers.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(fundraisers).innerJoin(users, eq(users.id, fundraisers.userId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findAdminRow(db: Executor, fundraiserId: number) {
  const [row] = await db
    .select({ page: fundraisers, ...ownerColumns, ...teamRefColumns })
    .from(fundraisers)
    .innerJoin(users, eq(users.id, fundraisers.userId))
    .leftJoin(fundraiserTeams, eq(fundraiserTeams.id, fundraisers.teamId))
    .where(eq(fundraisers.id, fundraiserId));
  return row;
}
export type AdminRow = NonNullable<Awaited<ReturnType<typeof findAdminRow>>>;
