import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { fundraisers, fundraiserTeams } from '../../db/schema';
import { makeUser, unique } from '../../test/factories';

/**
 * Test rows of fundraising pages and teams (issue 25), written directly: the tests of gifts through pages need a
 * page in a given state, not the creation rules (modules/fundraisers tests those).
 */
export async function makeTeam(db: Db, campaignId: number) {
  const [team] = await db
    .insert(fundraiserTeams)
    .values({ campaignId, slug: unique('team-'), name: unique('Team '), goal: 50_000 })
    .returning();
  return team!;
}

export async function makePage(db: Db, campaignId: number, overrides: Partial<typeof fundraisers.$inferInsert> = {}) {
  const userId = overrides.userId ?? (await makeUser(db)).id;
  const [page] = await db
    .insert(fundraisers)
    .values({
      campaignId,
      userId,
      slug: unique('page-'),
      title: 'Running for the cause',
      story: 'I am running ten kilometres.',
      goal: 10_000,
      ...overrides,
    })
    .returning();
  return page!;
}

export async function pageTotals(db: Executor, id: number) {
  const [row] = await db
    .select({ raised: fundraisers.raisedAmount, gifts: fundraisers.giftCount })
    .from(fundraisers)
    .where(eq(fundraisers.id, id));
  return row!;
}

export async function teamTotals(db: Executor, id: number) {
  const [row] = await db
    .select({ raised: fundraiserTeams.raisedAmount, gifts: fundraiserTeams.giftCount })
    .from(fundraiserTeams)
    .where(eq(fundraiserTeams.id, id));
  return row!;
}
