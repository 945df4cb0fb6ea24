import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { fundraisers, fundraiserTeams, users } from '../../db/schema';
import { makeCampaign, makeUser } from '../../test/factories';
import { sessionCookie } from '../../test/served-routes';

/** The fundraising tests' shared moves: a campaign that takes pages, supporters, and money put on a page. */
export function fundraiserTestHelpers(t: () => { app: FastifyInstance; db: Db }) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
    t().app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });

  const openCampaign = (overrides: Parameters<typeof makeCampaign>[1] = {}) =>
    makeCampaign(t().db, { fundraisingEnabled: true, ...overrides });

  /** A signed-in supporter with these names, as their session cookie. */
  async function supporter(firstName = 'Ada', lastName = 'Lovelace') {
    const user = await makeUser(t().db);
    await t().db.update(users).set({ firstName, lastName }).where(eq(users.id, user.id));
    return { ...user, cookie: await sessionCookie(t().db, user.id) };
  }

  const pageInput = (overrides: Record<string, unknown> = {}) => ({
    title: 'Running for water',
    story: 'I run ten kilometres.\nPlease give.',
    goal: 50_000,
    ...overrides,
  });

  async function createPage(campaignId: number, cookie: string, overrides: Record<string, unknown> = {}) {
    const res = await call('POST', `/api/campaigns/${campaignId}/fundraisers`, cookie, pageInput(overrides));
    if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
    return res.json() as { id: number; slug: string; teamId: number | null; title: string; story: string };
  }

  /** Puts money on a page (and its team) as the payment paths would. */
  async function raise(fundraiserId: number, amount: number, gifts = 1) {
    const [page] = await t()
      .db.update(fundraisers)
      .set({
        raisedAmount: sql`${fundraisers.raisedAmount} + ${amount}`,
        giftCount: sql`${fundraisers.giftCount} + ${gifts}`,
      })
      .where(eq(fundraisers.id, fundraiserId))
      .returning();
    if (page!.teamId !== null) {
      await t()
        .db.update(fundraiserTeams)
        .set({
          raisedAmount: sql`${fundraiserTeams.raisedAmount} + ${amount}`,
          giftCount: sql`${fundraiserTeams.giftCount} + ${gifts}`,
        })
        .where(eq(fundraiserTeams.id, page!.teamId));
    }
  }

  const teamRow = async (id: number) =>
    (await t().db.select().from(fundraiserTeams).where(eq(fundraiserTeams.id, id)))[0]!;
  const pageRow = async (id: number) => (await t().db.select().from(fundraisers).where(eq(fundraisers.id, id)))[0];

  return { call, openCampaign, supporter, pageInput, createPage, raise, teamRow, pageRow };
}
