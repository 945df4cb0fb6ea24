import { and, eq, isNull, sql } from 'drizzle-orm';
import { fundraiserMessages as m } from '@causeway/contracts';
import type { Executor, Tx } from '../../db/client';
import { fundraisers, fundraiserTeams } from '../../db/schema';
import { AppError } from '../../lib/errors';

/**
 * A gift's part in its fundraising page's and team's totals (issue 25). Called inside the payment transactions,
 * after the match's row and before the campaign's (lock order: donations, donors, match, fundraiser, team,
 * campaign; payments.repository.ts), so the page and team move in the same transaction as the campaign, by the
 * same amount. Each figure moves with `x = x + $1`: exact however many gifts commit at once.
 */

/**
 * A gift may be given through a page only while that page belongs to the gift's campaign, is visible (not hidden
 * by an administrator) and active (not paused or closed). Anything else is refused before anything is written.
 */
export async function checkGivingPage(db: Executor, campaignId: number, fundraiserId: number): Promise<void> {
  const [page] = await db
    .select({ id: fundraisers.id })
    .from(fundraisers)
    .where(
      and(
        eq(fundraisers.id, fundraiserId),
        eq(fundraisers.campaignId, campaignId),
        eq(fundraisers.status, 'active'),
        isNull(fundraisers.hiddenAt),
      ),
    );
  if (!page) throw new AppError('VALIDATION_FAILED', m.notTakingGifts, { fundraiserId: [m.notTakingGifts] });
}

/**
 * Moves one page's totals, then its team's. `amount` and `gifts` are signed (a refund passes negatives); a debit
 * never takes a figure below zero (a page that changed team since the gift leaves the new team's total alone
 * rather than failing the refund on the table's check).
 */
export async function adjustFundraiserTotals(tx: Tx, fundraiserId: number, amount: number, gifts: number) {
  if (amount === 0 && gifts === 0) return;
  const [page] = await tx
    .update(fundraisers)
    .set({
      raisedAmount: sql`greatest(${fundraisers.raisedAmount} + ${amount}, 0)`,
      giftCount: sql`greatest(${fundraisers.giftCount} + ${gifts}, 0)`,
      updatedAt: sql`now()`,
    })
    .where(eq(fundraisers.id, fundraiserId))
    .returning({ teamId: fundraisers.teamId });
  if (page?.teamId) await adjustTeamTotals(tx, page.teamId, amount, gifts);
}

async function adjustTeamTotals(tx: Tx, teamId: number, amount: number, gifts: number) {
  await tx
    .update(fundraiserTeams)
    .set({
      raisedAmount: sql`greatest(${fundraiserTeams.raisedAmount} + ${amount}, 0)`,
      giftCount: sql`greatest(${fundraiserTeams.giftCount} + ${gifts}, 0)`,
      updatedAt: sql`now()`,
    })
    .where(eq(fundraiserTeams.id, teamId));
}

/**
 * The batch's gifts (succeeded-batch.ts): one update per page, in ascending id order, then one per team, in
 * ascending id order, so a batch takes its locks in the order every single transaction does.
 */
export async function creditFundraisers(tx: Tx, gifts: { fundraiserId: number | null; amount: number }[]) {
  const byPage = new Map<number, { amount: number; gifts: number }>();
  for (const gift of gifts) {
    if (gift.fundraiserId === null) continue;
    const page = byPage.get(gift.fundraiserId) ?? { amount: 0, gifts: 0 };
    page.amount += gift.amount;
    page.gifts += 1;
    byPage.set(gift.fundraiserId, page);
  }
  const byTeam = new Map<number, { amount: number; gifts: number }>();
  for (const [fundraiserId, { amount, gifts: count }] of [...byPage].sort(([a], [b]) => a - b)) {
    const [page] = await tx
      .update(fundraisers)
      .set({
        raisedAmount: sql`${fundraisers.raisedAmount} + ${amount}`,
        giftCount: sql`${fundraisers.giftCount} + ${count}`,
        updatedAt: sql`now()`,
      })
      .where(eq(fundraisers.id, fundraiserId))
      .returning({ teamId: fundraisers.teamId });
    if (!page?.teamId) continue;
    const team = byTeam.get(page.teamId) ?? { amount: 0, gifts: 0 };
    team.amount += amount;
    team.gifts += count;
    byTeam.set(page.teamId, team);
  }
  for (const [teamId, { amount, gifts: count }] of [...byTeam].sort(([a], [b]) => a - b)) {
    await adjustTeamTotals(tx, teamId, amount, count);
  }
}
