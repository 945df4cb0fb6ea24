import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, FUNDRAISER_GUIDE_MAX, fundraiserMessages as m } from '@causeway/contracts';
import { auditLog, campaigns, donations, fundraisers, recurringDonations } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeCampaign, makeDonation, signIn } from '../../test/factories';
import { fundraiserTestHelpers } from './fundraiser-test-helpers';

let t: TestApp;
let admin: string;
let donor: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t.app, t.db, 'admin')).cookie;
  donor = (await signIn(t.app, t.db, 'donor')).cookie;
});
afterAll(() => t.close());

const { call, openCampaign, supporter, createPage, raise, teamRow, pageRow } = fundraiserTestHelpers(() => t);
const auditOf = (fundraiserId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, 'fundraiser'), eq(auditLog.subjectId, fundraiserId)))
    .orderBy(asc(auditLog.id));

describe('administrators only', () => {
  it('refuses every admin route to a supporter (403) and to nobody (401)', async () => {
    const campaign = await openCampaign();
    const page = await createPage(campaign.id, (await supporter()).cookie);
    const routes: ['GET' | 'PUT' | 'POST' | 'DELETE', string, unknown?][] = [
      ['GET', `/api/admin/campaigns/${campaign.id}/fundraising`],
      ['PUT', `/api/admin/campaigns/${campaign.id}/fundraising`, { enabled: false, suggestedGoal: null, guide: '' }],
      ['GET', `/api/admin/campaigns/${campaign.id}/fundraisers`],
      ['POST', `/api/admin/fundraisers/${page.id}/hide`],
      ['POST', `/api/admin/fundraisers/${page.id}/unhide`],
      ['DELETE', `/api/admin/fundraisers/${page.id}`],
    ];
    for (const [method, url, body] of routes) {
      const asDonor = await call(method, url, donor, body);
      expect([url, asDonor.statusCode, asDonor.json().message]).toEqual([url, 403, authMessages.adminOnly]);
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    }
    expect(await pageRow(page.id)).toMatchObject({ hiddenAt: null });
    expect((await t.db.select().from(campaigns).where(eq(campaigns.id, campaign.id)))[0]!.fundraisingEnabled).toBe(
      true,
    );
  });
});

describe("the campaign's setting", () => {
  it('reads and saves it, and the public campaign detail shows the change at once', async () => {
    const campaign = await makeCampaign(t.db);
    const url = `/api/admin/campaigns/${campaign.id}/fundraising`;
    expect((await call('GET', url, admin)).json()).toEqual({ enabled: false, suggestedGoal: null, guide: '' });
    // The public detail is read (and cached) before the save.
    expect((await call('GET', `/api/campaigns/${campaign.id}`)).json().fundraising.enabled).toBe(false);

    const saved = await call('PUT', url, admin, {
      enabled: true,
      suggestedGoal: 25_000,
      guide: '  Tell your story.\r\n',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ enabled: true, suggestedGoal: 25_000, guide: 'Tell your story.' });
    expect((await call('GET', url, admin)).json()).toEqual(saved.json());
    expect((await call('GET', `/api/campaigns/${campaign.id}`)).json().fundraising).toEqual(saved.json());

    const invalid: [unknown, string, string][] = [
      [{ enabled: 'yes', suggestedGoal: null, guide: '' }, 'enabled', 'enabled must be true or false'],
      [{ enabled: true, suggestedGoal: 50, guide: '' }, 'suggestedGoal', m.goalMin],
      [{ enabled: true, suggestedGoal: null, guide: 'x'.repeat(FUNDRAISER_GUIDE_MAX + 1) }, 'guide', m.guideMax],
    ];
    for (const [body, field, message] of invalid) {
      const res = await call('PUT', url, admin, body);
      expect([res.statusCode, res.json().fieldErrors[field]]).toEqual([400, [message]]);
    }
    for (const method of ['GET', 'PUT'] as const) {
      const res = await call(method, '/api/admin/campaigns/999999/fundraising', admin, {
        enabled: true,
        suggestedGoal: null,
        guide: '',
      });
      expect([res.statusCode, res.json().message]).toEqual([404, 'Campaign not found']);
    }
  });
});

describe('moderation', () => {
  it('lists every page, hidden ones too, most raised first, searching titles, names and e-mails', async () => {
    const campaign = await openCampaign();
    const ada = await supporter('Ada', 'Lovelace');
    const grace = await supporter('Grace', 'Hopper');
    const first = await createPage(campaign.id, ada.cookie, {
      title: 'Ada runs',
      team: { newTeam: { name: 'Engines', goal: 10_000 } },
    });
    const second = await createPage(campaign.id, grace.cookie, { title: 'Grace swims' });
    await raise(second.id, 5_000);
    await call('POST', `/api/admin/fundraisers/${first.id}/hide`, admin);

    const list = async (query = '') =>
      (await call('GET', `/api/admin/campaigns/${campaign.id}/fundraisers${query}`, admin)).json();
    const all = await list();
    expect(all).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(all.items).toEqual([
      expect.objectContaining({
        id: second.id,
        ownerName: 'Grace Hopper',
        raisedAmount: 5_000,
        hidden: false,
        teamName: null,
      }),
      expect.objectContaining({
        id: first.id,
        ownerName: 'Ada Lovelace',
        ownerEmail: ada.email,
        teamName: 'Engines',
        hidden: true,
        status: 'active',
      }),
    ]);
    expect((await list(`?q=${encodeURIComponent(grace.email)}`)).items.map((p: { id: number }) => p.id)).toEqual([
      second.id,
    ]);
    expect((await list('?q=lovelace')).items.map((p: { id: number }) => p.id)).toEqual([first.id]);
    expect((await list('?q=RUNS')).total).toBe(1);
    expect((await call('GET', '/api/admin/campaigns/999999/fundraisers', admin)).statusCode).toBe(404);
  });

  it('hides and shows a page again, idempotently', async () => {
    const campaign = await openCampaign();
    const page = await createPage(campaign.id, (await supporter()).cookie);
    const publicUrl = `/api/campaigns/${campaign.id}/fundraisers/${page.slug}`;
    const hidden = await call('POST', `/api/admin/fundraisers/${page.id}/hide`, admin);
    expect(hidden.json()).toMatchObject({ id: page.id, hidden: true });
    const hiddenAt = (await pageRow(page.id))!.hiddenAt;
    expect((await call('POST', `/api/admin/fundraisers/${page.id}/hide`, admin)).json().hidden).toBe(true);
    expect((await pageRow(page.id))!.hiddenAt).toEqual(hiddenAt);
    expect((await call('GET', publicUrl)).statusCode).toBe(404);

    expect((await call('POST', `/api/admin/fundraisers/${page.id}/unhide`, admin)).json().hidden).toBe(false);
    expect((await call('GET', publicUrl)).statusCode).toBe(200);
    // One audit entry per change, none for the repeated hide.
    expect((await auditOf(page.id)).map((e) => e.action)).toEqual(['fundraiser.hidden', 'fundraiser.unhidden']);
    for (const action of ['hide', 'unhide']) {
      const res = await call('POST', `/api/admin/fundraisers/999999/${action}`, admin);
      expect([res.statusCode, res.json().message]).toEqual([404, m.notFound]);
    }
  });

  it("removes a page: its team's totals lose the page's, its gifts become direct gifts", async () => {
    const campaign = await openCampaign();
    const lead = await createPage(campaign.id, (await supporter()).cookie, {
      team: { newTeam: { name: 'Movers', goal: 10_000 } },
    });
    const member = await createPage(campaign.id, (await supporter()).cookie, { team: { teamId: lead.teamId } });
    const gift = await makeDonation(t.db, { campaignId: campaign.id, fundraiserId: member.id, amount: 3_000 });
    const [recurring] = await t.db
      .insert(recurringDonations)
      .values({
        campaignId: campaign.id,
        fundraiserId: member.id,
        amount: 1_000,
        interval: 'monthly',
        status: 'active',
        guestEmail: 'monthly@example.com',
        provider: 'sandbox',
        nextPaymentDate: new Date(Date.now() + 86_400_000),
      })
      .returning();
    await raise(member.id, 3_000);
    await raise(lead.id, 1_000);
    const campaignBefore = (await t.db.select().from(campaigns).where(eq(campaigns.id, campaign.id)))[0]!;
    expect(await teamRow(lead.teamId!)).toMatchObject({ raisedAmount: 4_000, giftCount: 2 });

    const removed = await call('DELETE', `/api/admin/fundraisers/${member.id}`, admin);
    expect([removed.statusCode, removed.json()]).toEqual([200, { message: m.removed }]);
    expect(await pageRow(member.id)).toBeUndefined();
    const [entry] = await auditOf(member.id);
    expect(entry).toMatchObject({ action: 'fundraiser.removed', before: { raisedAmount: 3_000 }, after: null });
    expect(await teamRow(lead.teamId!)).toMatchObject({ raisedAmount: 1_000, giftCount: 1 });
    expect((await t.db.select().from(donations).where(eq(donations.id, gift.id)))[0]).toMatchObject({
      fundraiserId: null,
      amount: 3_000,
      status: 'succeeded',
    });
    expect(
      (await t.db.select().from(recurringDonations).where(eq(recurringDonations.id, recurring!.id)))[0]!.fundraiserId,
    ).toBe(null);
    const campaignAfter = (await t.db.select().from(campaigns).where(eq(campaigns.id, campaign.id)))[0]!;
    expect([campaignAfter.amountRaised, campaignAfter.donorCount]).toEqual([
      campaignBefore.amountRaised,
      campaignBefore.donorCount,
    ]);
    expect((await call('GET', `/api/campaigns/${campaign.id}/fundraisers/${member.slug}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/campaigns/${campaign.id}/fundraisers`)).json().total).toBe(1);
    const again = await call('DELETE', `/api/admin/fundraisers/${member.id}`, admin);
    expect([again.statusCode, again.json().message]).toEqual([404, m.notFound]);
    expect((await t.db.select().from(fundraisers).where(eq(fundraisers.id, lead.id))).length).toBe(1);
  });
});
