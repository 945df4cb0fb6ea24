import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import {
  campaignMessages,
  currencyOf,
  matchCapBounds,
  matchMessages as m,
  type AdminMatch,
  type CurrencyCode,
  type PublicMatch,
} from '@causeway/contracts';
import type { z } from 'zod';
import type { matchInputSchema } from '@causeway/contracts';
import { queryRows, type Db, type Executor, type Tx } from '../../db/client';
import { campaignMatches, campaigns } from '../../db/schema';
import { AppError } from '../../lib/errors';

type MatchInput = z.output<typeof matchInputSchema>;
type MatchRow = typeof campaignMatches.$inferSelect;

export interface MatchDeps {
  db: Db;
  /** A match's figures are on the public campaign answers: every write clears them. */
  onMatchesChanged?: () => void;
  now?: () => Date;
}

const nowOf = (deps: MatchDeps) => (deps.now ? deps.now() : new Date());

/** The match as administrators see it; its money is in the campaign's currency (issue 26). */
export function toAdminMatch(row: MatchRow, now: Date, currency: CurrencyCode): AdminMatch {
  return {
    id: row.id,
    campaignId: row.campaignId,
    currency,
    sponsorName: row.sponsorName,
    ratioPercent: row.ratioPercent,
    capAmount: row.capAmount,
    matchedAmount: row.matchedAmount,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: now < row.startsAt ? 'scheduled' : now < row.endsAt ? 'live' : 'ended',
    createdAt: row.createdAt.toISOString(),
  };
}

/** Refuses a cap outside the campaign's currency's bounds (400 on capAmount, in that currency). */
function checkCap(capAmount: number, currency: CurrencyCode) {
  const { min, max } = matchCapBounds(currency);
  const message = capAmount < min ? m.capMinOf(currency) : capAmount > max ? m.capMaxOf(currency) : null;
  if (message) throw new AppError('VALIDATION_FAILED', message, { capAmount: [message] });
}

/** The campaign's currency, which its matches' money is in; 404 without the campaign. */
async function requireCampaign(db: Executor, campaignId: number): Promise<CurrencyCode> {
  const [row] = await db.select({ currency: campaigns.currency }).from(campaigns).where(eq(campaigns.id, campaignId));
  if (!row) throw new AppError('NOT_FOUND', campaignMessages.notFound);
  return currencyOf(row.currency);
}

export async function listMatches(deps: MatchDeps, campaignId: number): Promise<AdminMatch[]> {
  const currency = await requireCampaign(deps.db, campaignId);
  const rows = await deps.db
    .select()
    .from(campaignMatches)
    .where(eq(campaignMatches.campaignId, campaignId))
    .orderBy(desc(campaignMatches.startsAt), desc(campaignMatches.id));
  const now = nowOf(deps);
  return rows.map((row) => toAdminMatch(row, now, currency));
}

/**
 * The writes of one campaign's matches take turns (a transaction-scoped advisory lock on the campaign), so two
 * administrators cannot add overlapping matches at once. The payment paths never take it: they lock the match row.
 */
async function lockCampaignMatches(tx: Tx, campaignId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('causeway:campaign-matches'), ${campaignId}::int)`);
}

async function assertNoOverlap(tx: Tx, campaignId: number, input: MatchInput, exceptId?: number) {
  const [other] = await tx
    .select({ id: campaignMatches.id })
    .from(campaignMatches)
    .where(
      and(
        eq(campaignMatches.campaignId, campaignId),
        lt(campaignMatches.startsAt, input.endsAt),
        gt(campaignMatches.endsAt, input.startsAt),
        exceptId === undefined ? undefined : ne(campaignMatches.id, exceptId),
      ),
    )
    .limit(1);
  if (other) throw new AppError('CONFLICT', m.overlap);
}

async function lockMatch(tx: Tx, campaignId: number, matchId: number): Promise<MatchRow> {
  const [row] = await tx
    .select()
    .from(campaignMatches)
    .where(and(eq(campaignMatches.id, matchId), eq(campaignMatches.campaignId, campaignId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', m.notFound);
  return row;
}

export async function createMatch(
  deps: MatchDeps,
  actorId: number,
  campaignId: number,
  input: MatchInput,
): Promise<AdminMatch> {
  const { row, currency } = await deps.db.transaction(async (tx) => {
    const currency = await requireCampaign(tx, campaignId);
    checkCap(input.capAmount, currency);
    await lockCampaignMatches(tx, campaignId);
    await assertNoOverlap(tx, campaignId, input);
    const [created] = await tx
      .insert(campaignMatches)
      .values({ campaignId, createdById: actorId, ...input })
      .returning();
    return { row: created!, currency };
  });
  deps.onMatchesChanged?.();
  return toAdminMatch(row, nowOf(deps), currency);
}

export async function editMatch(
  deps: MatchDeps,
  campaignId: number,
  matchId: number,
  input: MatchInput,
): Promise<AdminMatch> {
  const { row, currency } = await deps.db.transaction(async (tx) => {
    await lockCampaignMatches(tx, campaignId);
    const match = await lockMatch(tx, campaignId, matchId);
    // The match exists, so its campaign does: this only reads the currency.
    const currency = await requireCampaign(tx, campaignId);
    checkCap(input.capAmount, currency);
    if (input.capAmount < match.matchedAmount) {
      const message = m.capBelowMatched(match.matchedAmount, currency);
      throw new AppError('VALIDATION_FAILED', message, { capAmount: [message] });
    }
    await assertNoOverlap(tx, campaignId, input, matchId);
    const [saved] = await tx
      .update(campaignMatches)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(campaignMatches.id, matchId))
      .returning();
    return { row: saved!, currency };
  });
  deps.onMatchesChanged?.();
  return toAdminMatch(row, nowOf(deps), currency);
}

/** Ends a match now: gifts from now on draw nothing; what it matched stays. */
export async function endMatch(deps: MatchDeps, campaignId: number, matchId: number): Promise<AdminMatch> {
  const now = nowOf(deps);
  const { row, currency } = await deps.db.transaction(async (tx) => {
    await lockCampaignMatches(tx, campaignId);
    const match = await lockMatch(tx, campaignId, matchId);
    if (match.endsAt <= now) throw new AppError('CONFLICT', m.alreadyEnded);
    if (match.startsAt > now) throw new AppError('CONFLICT', m.notStarted);
    const [saved] = await tx
      .update(campaignMatches)
      .set({ endsAt: now, updatedAt: sql`now()` })
      .where(eq(campaignMatches.id, matchId))
      .returning();
    return { row: saved!, currency: await requireCampaign(tx, campaignId) };
  });
  deps.onMatchesChanged?.();
  return toAdminMatch(row, now, currency);
}

/** Deletes a match that matched nothing; one that drew money is ended instead, so the reports keep it. */
export async function deleteMatch(deps: MatchDeps, campaignId: number, matchId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockCampaignMatches(tx, campaignId);
    const match = await lockMatch(tx, campaignId, matchId);
    // Any gift that drew on it, even one whose draw a refund gave back since, keeps its link to the match.
    const [drew] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from donations where match_id = ${matchId}`,
    );
    if (match.matchedAmount > 0 || (drew?.n ?? 0) > 0) throw new AppError('CONFLICT', m.drawnCannotDelete);
    await tx.delete(campaignMatches).where(eq(campaignMatches.id, matchId));
  });
  deps.onMatchesChanged?.();
}

/**
 * What the public answers carry (campaign detail, widget): the match live now with part of its cap left, and
 * what all the campaign's matches have matched, in one query.
 */
export async function publicMatchFigures(
  db: Executor,
  campaignId: number,
  now = new Date(),
): Promise<{ match: PublicMatch | null; matchedAmount: number }> {
  const rows = await queryRows<{
    sponsor_name: string | null;
    ratio_percent: number | null;
    remaining: number | null;
    ends_at: Date | string | null;
    total: number;
  }>(
    db,
    sql`select live.sponsor_name, live.ratio_percent, live.remaining, live.ends_at,
               (select coalesce(sum(matched_amount), 0)::int from campaign_matches where campaign_id = ${campaignId}) as total
        from (select 1) one
        left join lateral (
          select sponsor_name, ratio_percent, cap_amount - matched_amount as remaining, ends_at
          from campaign_matches
          where campaign_id = ${campaignId} and starts_at <= ${now.toISOString()}::timestamptz
            and ends_at > ${now.toISOString()}::timestamptz and matched_amount < cap_amount
          order by starts_at desc limit 1
        ) live on true`,
  );
  const row = rows[0]!;
  const match: PublicMatch | null =
    row.sponsor_name === null
      ? null
      : {
          sponsorName: row.sponsor_name,
          ratioPercent: row.ratio_percent!,
          remainingAmount: row.remaining!,
          endsAt: new Date(row.ends_at!).toISOString(),
        };
  return { match, matchedAmount: row.total };
}
