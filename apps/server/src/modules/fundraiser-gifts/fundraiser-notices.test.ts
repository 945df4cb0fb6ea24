import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNDRAISER_NOTICE_MINUTES } from '@causeway/contracts';
import { fundraisers, mailOutbox, users } from '../../db/schema';
import { buildPaymentsTestApp, type PaymentsTestApp } from '../../test/build-test-app';
import { confirmCard, createIntent, donate, guest } from '../../test/donate';
import { makeCampaign, makeUser, unique } from '../../test/factories';
import { makePage } from './fundraiser-gift-fixtures';
import { FUNDRAISERS_TAB_PATH, sendFundraiserNotices } from './fundraiser-notices';

/**
 * The fundraiser's e-mail about gifts through their page (issue 25): one for several gifts, none again within the
 * hour, the next gifts after it; it lists the gifts and links to the donor area, and never shows a donor's address.
 */
let t: PaymentsTestApp;
beforeAll(async () => {
  t = await buildPaymentsTestApp({ rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } } });
});
afterAll(() => t.close());

const deps = () => ({ db: t.db, publicUrl: 'http://causeway.test' });
const minutes = (n: number) => n * 60_000;

async function ownerWithPage(currency = 'usd') {
  const owner = await makeUser(t.db);
  await t.db.update(users).set({ firstName: 'Maya', lastName: 'Runner' }).where(eq(users.id, owner.id));
  const campaign = await makeCampaign(t.db, { fundraisingEnabled: true, title: `Water ${unique('w')}`, currency });
  const page = await makePage(t.db, campaign.id, { userId: owner.id, title: 'Maya runs 10k' });
  return { owner, campaign, page };
}
const noticesTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
const give = (campaignId: number, fundraiserId: number, amount: number, extra: Record<string, unknown> = {}) =>
  donate(t.app, {
    campaignId,
    amount,
    fundraiserId,
    ...guest,
    guestEmail: `${unique('donor')}@example.com`,
    ...extra,
  });

describe('the fundraiser’s gift notice', () => {
  it('tells several gifts in one e-mail, nothing more within the hour, then the next gifts', async () => {
    const { owner, campaign, page } = await ownerWithPage();
    const first = await give(campaign.id, page.id, 2_500);
    await give(campaign.id, page.id, 1_000, { anonymousDonation: true });
    // A gift to the campaign directly is not the fundraiser's news.
    await donate(t.app, { campaignId: campaign.id, amount: 9_900, ...guest });

    const now = new Date();
    await sendFundraiserNotices(deps(), now);
    const [mail, ...more] = await noticesTo(owner.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('2 new gifts to your fundraising page "Maya runs 10k"');
    expect(mail!.textBody).toContain('Hello Maya R.,');
    expect(mail!.textBody).toContain(`2 new gifts came through your page "Maya runs 10k" for ${campaign.title}:`);
    expect(mail!.textBody).toContain('- Ada Lovelace: $25\n- Anonymous: $10\n');
    expect(mail!.textBody).toContain('Your page has raised $35 of its $100 goal, from 2 gifts.');
    expect(mail!.textBody).toContain(`http://causeway.test${FUNDRAISERS_TAB_PATH}`);
    expect(FUNDRAISERS_TAB_PATH).toBe('/dashboard?tab=fundraisers');
    expect(mail!.textBody).not.toContain('@example.com');
    expect(mail!.textBody).not.toContain('$99');
    const [row] = await t.db.select().from(fundraisers).where(eq(fundraisers.id, page.id));
    expect(row!.lastNoticeAt?.getTime()).toBe(now.getTime());
    expect(row!.noticeThroughId).toBeGreaterThan(first.donationId);

    // Within the hour: a new gift waits, and a second run sends nothing.
    await give(campaign.id, page.id, 4_200);
    await sendFundraiserNotices(deps(), new Date(now.getTime() + minutes(FUNDRAISER_NOTICE_MINUTES - 1)));
    await sendFundraiserNotices(deps(), new Date(now.getTime() + minutes(FUNDRAISER_NOTICE_MINUTES - 1)));
    expect(await noticesTo(owner.email)).toHaveLength(1);

    // After the hour: that gift alone.
    await sendFundraiserNotices(deps(), new Date(now.getTime() + minutes(FUNDRAISER_NOTICE_MINUTES)));
    const after = await noticesTo(owner.email);
    expect(after).toHaveLength(2);
    expect(after[1]!.subject).toBe('A new gift to your fundraising page "Maya runs 10k"');
    expect(after[1]!.textBody).toContain('- Ada Lovelace: $42\n');
    expect(after[1]!.textBody).not.toContain('$25');
    // Nothing new: nothing sent, however late.
    await sendFundraiserNotices(deps(), new Date(now.getTime() + minutes(3 * FUNDRAISER_NOTICE_MINUTES)));
    expect(await noticesTo(owner.email)).toHaveLength(2);
  });

  it('tells a gift that succeeds after later gifts were told (its card form was left open)', async () => {
    const { owner, campaign, page } = await ownerWithPage();
    const slow = await createIntent(t.app, {
      campaignId: campaign.id,
      amount: 7_700,
      fundraiserId: page.id,
      ...guest,
      guestEmail: `${unique('slow')}@example.com`,
    });
    await give(campaign.id, page.id, 1_100);
    const now = new Date();
    await sendFundraiserNotices(deps(), now);
    expect(await noticesTo(owner.email)).toHaveLength(1);

    await confirmCard(t.app, slow.json().clientSecret);
    await sendFundraiserNotices(deps(), new Date(now.getTime() + minutes(FUNDRAISER_NOTICE_MINUTES)));
    const mails = await noticesTo(owner.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.textBody).toContain('- Ada Lovelace: $77\n');
    expect(mails[1]!.textBody).not.toContain('$11');
  });

  it('tells the gifts and the page’s figures in its campaign’s currency: yen are never divided by 100', async () => {
    const { owner, campaign, page } = await ownerWithPage('jpy');
    await give(campaign.id, page.id, 2_500);
    await give(campaign.id, page.id, 1_000, { anonymousDonation: true });
    await sendFundraiserNotices(deps(), new Date());
    const [mail] = await noticesTo(owner.email);
    expect(mail!.textBody).toContain('- Ada Lovelace: ¥2,500\n- Anonymous: ¥1,000\n');
    expect(mail!.textBody).toContain('Your page has raised ¥3,500 of its ¥10,000 goal, from 2 gifts.');
    expect(mail!.textBody).not.toContain('$');
  });

  it('two runs at once send one e-mail', async () => {
    const { owner, campaign, page } = await ownerWithPage();
    await give(campaign.id, page.id, 1_500);
    const now = new Date();
    await Promise.all([sendFundraiserNotices(deps(), now), sendFundraiserNotices(deps(), now)]);
    expect(await noticesTo(owner.email)).toHaveLength(1);
  });
});
