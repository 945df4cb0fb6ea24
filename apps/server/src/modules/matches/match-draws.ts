import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { matchedPart } from '@causeway/contracts';
import type { Tx } from '../../db/client';
import { campaignMatches, donations } from '../../db/schema';

/**
 * How a succeeded gift draws on its campaign's match, and how a refund gives it back (issue 24, item 3). Called
 * inside the payment transactions, after the donation and its donor are locked and before the campaign's row
 * (lock order: donations, donors, the match row, the campaign row last; payments.repository.ts). The match's row
 * is locked while a gift draws on it, so concurrent gifts never take more than its cap: each reads what is left
 * after the one before it committed.
 */

interface Gift {
  id: number;
  campaignId: number;
  amount: number;
  matchId: number | null;
}

/** The match of a campaign live at `at` (starts_at <= at < ends_at), locked. Matches never overlap. */
async function lockLiveMatch(tx: Tx, campaignId: number, at: Date) {
  const [match] = await tx
    .select()
    .from(campaignMatches)
    .where(
      and(
        eq(campaignMatches.campaignId, campaignId),
        lte(campaignMatches.startsAt, at),
        gt(campaignMatches.endsAt, at),
      ),
    )
    .orderBy(desc(campaignMatches.startsAt))
    .limit(1)
    .for('update');
  return match;
}

/** A gift that just succeeded at `at` draws min(its ratio's part, what is left of the cap). Returns the draw. */
export async function drawMatch(tx: Tx, gift: Gift, at: Date): Promise<number> {
  // A gift draws once: a gift that drew already (it cannot succeed twice, but be sure) takes nothing more.
  if (gift.matchId !== null) return 0;
  const match = await lockLiveMatch(tx, gift.campaignId, at);
  if (!match) return 0;
  const draw = Math.min(matchedPart(gift.amount, match.ratioPercent), match.capAmount - match.matchedAmount);
  if (draw <= 0) return 0;
  await tx
    .update(campaignMatches)
    .set({ matchedAmount: sql`${campaignMatches.matchedAmount} + ${draw}` })
    .where(eq(campaignMatches.id, match.id));
  await tx.update(donations).set({ matchId: match.id, matchedAmount: draw }).where(eq(donations.id, gift.id));
  return draw;
}

/**
 * The batch's draws (succeeded-batch.ts): the matches live at any of the gifts' times are locked in id order in one
 * statement, the gifts draw in the order they succeeded, then one update per match and one for the donations.
 */
export async function drawMatches(tx: Tx, gifts: { gift: Gift; at: Date }[]): Promise<void> {
  const open = gifts.filter(({ gift }) => gift.matchId === null);
  if (open.length === 0) return;
  const campaignIds = [...new Set(open.map(({ gift }) => gift.campaignId))];
  const times = open.map(({ at }) => at.getTime());
  const earliest = new Date(Math.min(...times));
  const latest = new Date(Math.max(...times));
  const matches = await tx
    .select()
    .from(campaignMatches)
    .where(
      and(
        sql`${campaignMatches.campaignId} = any(${sql.param(campaignIds)}::int[])`,
        lte(campaignMatches.startsAt, latest),
        gt(campaignMatches.endsAt, earliest),
      ),
    )
    .orderBy(asc(campaignMatches.id))
    .for('update');
  if (matches.length === 0) return;

  const left = new Map(matches.map((m) => [m.id, m.capAmount - m.matchedAmount]));
  const drawn = new Map<number, number>();
  const rows: { id: number; matchId: number; amount: number }[] = [];
  const ordered = [...open].sort((a, b) => a.at.getTime() - b.at.getTime() || a.gift.id - b.gift.id);
  for (const { gift, at } of ordered) {
    const match = matches.find((m) => m.campaignId === gift.campaignId && m.startsAt <= at && at < m.endsAt);
    if (!match) continue;
    const draw = Math.min(matchedPart(gift.amount, match.ratioPercent), left.get(match.id)!);
    if (draw <= 0) continue;
    left.set(match.id, left.get(match.id)! - draw);
    drawn.set(match.id, (drawn.get(match.id) ?? 0) + draw);
    rows.push({ id: gift.id, matchId: match.id, amount: draw });
  }
  for (const [matchId, amount] of drawn) {
    await tx
      .update(campaignMatches)
      .set({ matchedAmount: sql`${campaignMatches.matchedAmount} + ${amount}` })
      .where(eq(campaignMatches.id, matchId));
  }
  if (rows.length === 0) return;
  await tx.execute(sql`
    update donations d set match_id = v.match_id, matched_amount = v.amount
    from unnest(${sql.param(rows.map((r) => r.id))}::int[], ${sql.param(rows.map((r) => r.matchId))}::int[],
                ${sql.param(rows.map((r) => r.amount))}::int[]) as v(id, match_id, amount)
    where d.id = v.id`);
}

/**
 * A refund gives back what the gift drew beyond what its unrefunded part still earns:
 * matched = min(drawn, floor(remaining gift * ratio / 100)). Returns what was released.
 */
export async function releaseMatch(
  tx: Tx,
  gift: { id: number; amount: number; matchId: number | null; matchedAmount: number },
  giftRefunded: number,
): Promise<number> {
  if (gift.matchId === null || gift.matchedAmount <= 0) return 0;
  const [match] = await tx
    .select({ id: campaignMatches.id, ratioPercent: campaignMatches.ratioPercent })
    .from(campaignMatches)
    .where(eq(campaignMatches.id, gift.matchId))
    .for('update');
  if (!match) return 0;
  const keep = Math.min(gift.matchedAmount, matchedPart(Math.max(0, gift.amount - giftRefunded), match.ratioPercent));
  const release = gift.matchedAmount - keep;
  if (release <= 0) return 0;
  await tx
    .update(campaignMatches)
    .set({ matchedAmount: sql`${campaignMatches.matchedAmount} - ${release}` })
    .where(eq(campaignMatches.id, match.id));
  await tx.update(donations).set({ matchedAmount: keep }).where(eq(donations.id, gift.id));
  return release;
}
