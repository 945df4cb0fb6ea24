import { fundraiserMessages as m } from '@causeway/contracts';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { adminApi } from './support/admin';
import { fundraiserPage, fundraisingCampaign } from './support/fundraisers';
import { expectAccessibleInBothThemes, storeSystemTheme } from './support/security';
import { contextFor } from './support/sessions';

/**
 * The public side of peer-to-peer fundraising (issue 25): a supporter's page and a team's page, rendered on the
 * server with their share tags, the story as text, Donate, copy link and the share buttons; the campaign page's
 * "Fundraise for this campaign" and Fundraisers tab (search); a hidden page is a 404. On a 390 px phone, axe in
 * both themes.
 */

const STORY = 'Every kilometre buys a book.\nThe second line <img src=x onerror=alert(1)>';
let admin: APIRequestContext;
let campaignId: number;
let campaignTitle: string;

test.beforeAll(async ({ playwright }) => {
  admin = await adminApi(playwright);
  ({ id: campaignId, title: campaignTitle } = await fundraisingCampaign(admin, {
    title: 'Reading room',
    shortDescription: 'A reading room its supporters raise money for.',
  }));
});

test.afterAll(async () => {
  await admin.delete(`/api/campaigns/${campaignId}`);
  await admin.dispose();
});

async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  // What sticks out, named in the failure.
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${el.getBoundingClientRect().right}`),
  );
  expect(overflow, wide.join('\n')).toBeLessThanOrEqual(0);
}

test("a supporter's page and team page are served with their content and share tags, and read well on a phone", async ({
  browser,
}) => {
  const ownerContext = await contextFor(browser, 'donor');
  const { id, slug } = await fundraiserPage(ownerContext.request, campaignId, {
    title: 'Ada reads 100 books',
    story: STORY,
    goal: 50_000,
    team: { newTeam: { name: 'Bookworms', goal: 100_000 } },
  });
  const pagePath = `/campaigns/${campaignId}/fundraisers/${slug}`;

  // The server's HTML: share tags, and the page itself with the story as escaped text.
  const html = await ownerContext.request.get(pagePath);
  expect(html.status()).toBe(200);
  const body = await html.text();
  expect(body).toContain('<title>Ada reads 100 books | Causeway</title>');
  expect(body).toContain(
    '<meta property="og:description" content="Every kilometre buys a book. The second line &lt;img',
  );
  expect(body).toContain('Every kilometre buys a book.\nThe second line &lt;img src=x onerror=alert(1)&gt;');
  expect(body).not.toContain('<img src=x');

  const guest = await browser.newContext();
  const page = await guest.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await storeSystemTheme(page);
  await page.goto(pagePath);
  await expect(page.getByRole('heading', { level: 1, name: 'Ada reads 100 books' })).toBeVisible();
  await expect(page.getByRole('link', { name: campaignTitle })).toHaveAttribute('href', `/campaigns/${campaignId}`);
  await expect(page.getByText('The second line <img src=x onerror=alert(1)>', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Donate' })).toHaveAttribute(
    'href',
    `/donate/${campaignId}?fundraiser=${slug}`,
  );
  await expect(page.getByRole('link', { name: 'Share on Facebook' })).toBeVisible();
  await expect(page.getByText('No gifts yet. Be the first to support', { exact: false })).toBeVisible();
  await expectNoSideways(page);
  await expectAccessibleInBothThemes(page, 'fundraising page');

  // Its team's page lists it.
  await page.getByRole('link', { name: 'Team Bookworms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookworms' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ada reads 100 books' })).toHaveAttribute('href', pagePath);
  await expectNoSideways(page);
  await expectAccessibleInBothThemes(page, 'team page');

  // The campaign page offers to fundraise, and its Fundraisers tab finds the page.
  await page.goto(`/campaigns/${campaignId}`);
  await expect(page.getByRole('link', { name: m.startLabel })).toHaveAttribute(
    'href',
    `/campaigns/${campaignId}/fundraise`,
  );
  await page.getByRole('tab', { name: m.tabLabel }).click();
  const panel = page.getByRole('tabpanel', { name: m.tabLabel });
  await expect(panel.getByRole('link', { name: 'Ada reads 100 books' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Bookworms' })).toBeVisible();
  await panel.getByRole('searchbox', { name: 'Search fundraisers and teams' }).fill('no such reader');
  await expect(panel.getByText('No fundraisers found')).toBeVisible();
  await panel.getByRole('searchbox', { name: 'Search fundraisers and teams' }).fill('ada reads');
  await expect(panel.getByRole('link', { name: 'Ada reads 100 books' })).toBeVisible();
  await expectNoSideways(page);
  await expectAccessibleInBothThemes(page, 'campaign page, Fundraisers tab');

  // Hidden by an administrator: a 404 without its title, and the not-found card.
  expect((await admin.post(`/api/admin/fundraisers/${id}/hide`)).status()).toBe(200);
  const hidden = await guest.request.get(pagePath);
  expect(hidden.status()).toBe(404);
  expect(await hidden.text()).not.toContain('Ada reads 100 books');
  await page.goto(pagePath);
  await expect(page.getByRole('heading', { name: 'Fundraising page not found' })).toBeVisible();

  await guest.close();
  await ownerContext.close();
});
