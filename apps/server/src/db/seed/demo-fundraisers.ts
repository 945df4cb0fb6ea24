import { and, eq, inArray, sql } from 'drizzle-orm';
import { fundraiserSlugBase } from '@causeway/contracts';
import type { Tx } from '../client';
import { campaigns, donations, fundraisers, fundraiserTeams, users } from '../schema';

/** The demo campaign that takes supporters' pages (issue 25): tree planting lends itself to sponsored walks. */
export const DEMO_FUNDRAISING_CAMPAIGN_KEY = 'elgon-trees';
/** $500, the goal the campaign suggests to a new page. */
export const DEMO_SUGGESTED_GOAL = 50_000;

const guide =
  'Tell your friends why Mount Elgon matters to you, and what you are doing for it: a walk, a birthday, a bake sale.\n' +
  'Share your page with a short personal note; every $1.50 plants and cares for one tree.';

const team = { slug: 'elgon-striders', name: 'Elgon Striders', goal: 150_000 };

/**
 * The supporters' pages: the demo donor's (donor@example.org) and three of the demo donors', two of them in one
 * team whose captain is the first member. `gifts` is how many of the campaign's seeded gifts went through the page.
 */
const demoPages = [
  {
    owner: 'amaraokafor',
    inTeam: true,
    title: 'Amara walks 100 km for Mount Elgon',
    story:
      'I grew up near Mbale and watched the slopes above my aunt’s farm wash away.\n\nThis spring I am walking 100 km in a month: every kilometre is a tree back on the mountain.',
    goal: 75_000,
    gifts: 5,
  },
  {
    owner: 'demodonor',
    inTeam: true,
    title: 'Dana’s birthday grove',
    story:
      'Instead of presents this year, I am asking for trees.\n\nHelp me plant a small grove of native trees with the farming families of Bududa.',
    goal: DEMO_SUGGESTED_GOAL,
    gifts: 3,
  },
  {
    owner: 'dwhitaker',
    inTeam: false,
    title: 'Daniel bakes for the forest',
    story: 'Our office bake sale goes to Mount Elgon this year. Cannot make it to the sale? Give here instead.',
    goal: 30_000,
    gifts: 4,
  },
  {
    owner: 'priyaraman',
    inTeam: false,
    title: 'Book club trees',
    story: 'Our book club read about the landslides on Mount Elgon and decided to do something about it.',
    goal: 20_000,
    gifts: 2,
  },
] as const;

/**
 * Issue 25's demo content, after the campaigns' gifts and before the totals are recomputed: the tree campaign takes
 * fundraising pages, with four pages and a team, and some of its succeeded gifts are attributed to the pages. The
 * gifts already count for the campaign, so its total does not move; each page's and the team's totals are the sums
 * of the gifts through them, as the payment paths keep them.
 */
export async function seedDemoFundraisers(tx: Tx, campaignId: number, now: Date): Promise<void> {
  await tx
    .update(campaigns)
    .set({ fundraisingEnabled: true, fundraiserSuggestedGoal: DEMO_SUGGESTED_GOAL, fundraiserGuide: guide })
    .where(eq(campaigns.id, campaignId));

  const owners = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        demoPages.map((p) => p.owner),
      ),
    );
  const ownerId = new Map(owners.map((o) => [o.username, o.id]));
  const pages = demoPages.filter((p) => ownerId.has(p.owner));
  const captain = pages.find((p) => p.inTeam);

  const [teamRow] = captain
    ? await tx
        .insert(fundraiserTeams)
        .values({ campaignId, ...team, captainId: ownerId.get(captain.owner)!, createdAt: now, updatedAt: now })
        .returning({ id: fundraiserTeams.id })
    : [];

  // The campaign's succeeded one-time gifts, oldest first, each given to a page not its giver's own.
  const gifts = await tx
    .select({ id: donations.id, userId: donations.userId })
    .from(donations)
    .where(
      and(
        eq(donations.campaignId, campaignId),
        eq(donations.status, 'succeeded'),
        eq(donations.donationType, 'one_time'),
      ),
    )
    .orderBy(donations.id);
  const taken = new Set<number>();
  for (const page of pages) {
    const owner = ownerId.get(page.owner)!;
    const [row] = await tx
      .insert(fundraisers)
      .values({
        campaignId,
        userId: owner,
        teamId: page.inTeam ? (teamRow?.id ?? null) : null,
        slug: fundraiserSlugBase(page.title),
        title: page.title,
        story: page.story,
        goal: page.goal,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: fundraisers.id });
    const through = gifts.filter((g) => !taken.has(g.id) && g.userId !== owner).slice(0, page.gifts);
    for (const g of through) taken.add(g.id);
    if (through.length > 0) {
      await tx
        .update(donations)
        .set({ fundraiserId: row!.id })
        .where(
          inArray(
            donations.id,
            through.map((g) => g.id),
          ),
        );
    }
  }
  await recomputeDemoFundraiserTotals(tx, campaignId, now);
}

/**
 * Each page's raised amount and gift count from its succeeded gifts (net of refunds, as the campaign's), then each
 * team's from its pages. The seeded gifts are marked as already told of, so the hourly notice job does not e-mail
 * the demo's fundraisers about them.
 */
async function recomputeDemoFundraiserTotals(tx: Tx, campaignId: number, now: Date): Promise<void> {
  await tx.execute(sql`
    update fundraisers f set
      raised_amount = t.raised, gift_count = t.gifts, notice_through_id = t.last_id,
      last_notice_at = ${now.toISOString()}::timestamptz
    from (
      select fundraiser_id, sum(amount - least(amount, refunded_amount))::bigint as raised, count(*)::int as gifts,
             max(id) as last_id
      from donations
      where status = 'succeeded' and fundraiser_id is not null
      group by fundraiser_id
    ) t
    where f.id = t.fundraiser_id and f.campaign_id = ${campaignId}`);
  await tx.execute(sql`
    update fundraiser_teams ft set raised_amount = s.raised, gift_count = s.gifts
    from (
      select team_id, sum(raised_amount)::bigint as raised, sum(gift_count)::int as gifts
      from fundraisers
      where team_id is not null
      group by team_id
    ) s
    where ft.id = s.team_id and ft.campaign_id = ${campaignId}`);
}
