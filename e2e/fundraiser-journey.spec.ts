import { fundraiserMessages as m } from '@causeway/contracts';
import { expect, test, type APIRequestContext } from './support/test';
import { adminApi } from './support/admin';
import { fundraisingCampaign } from './support/fundraisers';
import { TEST_CARD } from './support/gifts';
import { outboxTo } from './support/outbox';
import { expectAccessibleInBothThemes, storeSystemTheme } from './support/security';
import { newDonor } from './support/sessions';

/**
 * Issue 25's journey, end to end as its people do it: a donor makes a fundraising page from the campaign page; a
 * guest gives $25 by card through it; the page (raised, supporters) and the campaign (its total, the Fundraisers
 * tab) both show the gift; the notices job, run now by the operator's endpoint instead of at its five-minute tick,
 * e-mails the fundraiser the gift and the link to thank. axe on the create form and the page, in both themes.
 */

const PAGE_TITLE = 'Mia walks for water';
let admin: APIRequestContext;
let campaignId: number;
let campaignTitle: string;

test.beforeAll(async ({ playwright }) => {
  admin = await adminApi(playwright);
  ({ id: campaignId, title: campaignTitle } = await fundraisingCampaign(admin, { title: 'Village wells' }));
});

test.afterAll(async () => {
  await admin.delete(`/api/campaigns/${campaignId}`);
  await admin.dispose();
});

test('a donor makes a page, a guest gives $25 through it, the page and the campaign show it, the fundraiser is told', async ({
  browser,
}) => {
  // The donor signs up and makes a page from the campaign page.
  const donor = newDonor('fundraiser');
  const donorContext = await browser.newContext();
  const registered = await donorContext.request.post('/api/auth/register', { data: donor });
  expect(registered.status(), 'donor registration').toBe(201);
  const page = await donorContext.newPage();
  await storeSystemTheme(page);
  await page.goto(`/campaigns/${campaignId}`);
  await page.getByRole('link', { name: m.startLabel }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Fundraise for ${campaignTitle}` })).toBeVisible();
  await page.getByLabel('Title').fill(PAGE_TITLE);
  await page.getByLabel('Your story').fill('Every kilometre I walk brings a village closer to clean water.');
  await page.getByLabel('Your goal (USD)').fill('500');
  await expectAccessibleInBothThemes(page, 'create fundraising page form');
  await page.getByRole('button', { name: 'Create my page' }).click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/${campaignId}/fundraisers/mia-walks-for-water$`));
  await expect(page.getByRole('heading', { level: 1, name: PAGE_TITLE })).toBeVisible();
  await expect(page.getByText('No gifts yet. Be the first to support', { exact: false })).toBeVisible();
  const pageUrl = page.url();

  // A guest opens the page, clicks Donate and gives $25 by card.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(pageUrl);
  await guest.getByRole('link', { name: 'Donate' }).click();
  await expect(guest).toHaveURL(new RegExp(`/donate/${campaignId}\\?fundraiser=mia-walks-for-water$`));
  await expect(guest.getByTestId('fundraiser-notice')).toContainText(PAGE_TITLE);
  await guest.getByRole('radio', { name: '$25' }).check();
  await guest.getByLabel('First name').fill('Grace');
  await guest.getByLabel('Last name').fill('Hopper');
  await guest.getByLabel('Email').fill(`grace-${Date.now().toString(36)}@example.org`);
  await guest.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(guest.getByRole('heading', { name: 'Complete your donation' })).toBeVisible();
  await guest.getByLabel('Card number').fill(TEST_CARD.number);
  await guest.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await guest.getByLabel('CVC').fill(TEST_CARD.cvc);
  await guest.getByRole('button', { name: 'Donate', exact: true }).click();
  await expect(guest).toHaveURL(new RegExp(`/donation-success\\?campaign=${campaignId}&amount=25&type=one_time`));
  await expect(guest.getByRole('heading', { name: 'Thank You' })).toBeVisible();
  await guestContext.close();

  // The fundraiser's page shows the $25 raised and the supporter.
  await page.reload();
  await expect(page.getByText('raised of $500', { exact: true })).toBeVisible();
  await expect(page.getByText('$25', { exact: true }).first()).toBeVisible();
  const supporters = page.getByRole('region', { name: /^Supporters/ });
  await expect(supporters.getByRole('listitem')).toHaveCount(1);
  await expect(supporters.getByRole('listitem')).toContainText('Grace H.');
  await expect(supporters.getByRole('listitem')).toContainText('$25');
  await expectAccessibleInBothThemes(page, 'fundraising page with a gift');

  // The campaign page counts it in its total, and its Fundraisers tab shows the page with $25.
  await page.goto(`/campaigns/${campaignId}`);
  await expect(page.locator('p').filter({ hasText: /^\$25\s*of \$1,000$/ })).toBeVisible();
  await page.getByRole('tab', { name: m.tabLabel }).click();
  const row = page
    .getByRole('tabpanel', { name: m.tabLabel })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: PAGE_TITLE }) });
  await expect(row).toContainText('$25 of $500');

  // The operator runs the notices job now; the fundraiser's e-mail names the gift and the link to thank.
  const queued = await admin.post('/api/admin/jobs/fundraiser-notices/run');
  expect(queued.status(), await queued.text()).toBe(202);
  await expect
    .poll(() => outboxTo(donor.email).find((mail) => mail.includes(PAGE_TITLE)), { timeout: 30_000 })
    .toBeDefined();
  const notice = outboxTo(donor.email).find((mail) => mail.includes(PAGE_TITLE))!;
  expect(notice).toContain(`A new gift came through your page "${PAGE_TITLE}" for ${campaignTitle}:`);
  // The gift's line, whole dollars as the e-mails write them ("$25", not "$25.00").
  expect(notice).toMatch(/^- Grace Hopper: \$25\r?$/m);
  expect(notice).toContain(`${new URL(pageUrl).origin}/dashboard?tab=fundraisers`);

  await donorContext.close();
});
