import { fundraiserMessages as m } from '@causeway/contracts';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { adminApi } from './support/admin';
import { fundraisingCampaign } from './support/fundraisers';
import { expectAccessibleInBothThemes, storeSystemTheme } from './support/security';
import { contextFor } from './support/sessions';

/**
 * Making and editing a fundraising page through its form (issue 25), and giving through it: the campaign's
 * suggested goal and guide, a new team on the way, the page after saving, the edit form, and the donation page's
 * "Supporting …'s page" notice. On a 390 px phone, axe in both themes.
 */

const GUIDE = 'Tell people why the reading room matters to you.\nShare your page with friends and family.';
let admin: APIRequestContext;
let campaignId: number;
let campaignTitle: string;

test.beforeAll(async ({ playwright }) => {
  admin = await adminApi(playwright);
  ({ id: campaignId, title: campaignTitle } = await fundraisingCampaign(admin, {
    title: 'Library shelves',
    shortDescription: 'Shelves its supporters raise money for.',
    fundraising: { suggestedGoal: 50_000, guide: GUIDE },
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

test('a supporter makes a page with a new team, edits it, and a gift through it names it', async ({ browser }) => {
  const context = await contextFor(browser, 'donor');
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await storeSystemTheme(page);

  await page.goto(`/campaigns/${campaignId}/fundraise`);
  await expect(page.getByRole('heading', { level: 1, name: `Fundraise for ${campaignTitle}` })).toBeVisible();
  await expect(page.getByLabel('Your goal (USD)')).toHaveValue('500');
  await expect(page.getByRole('complementary', { name: 'Tips from the campaign' })).toContainText(
    'Share your page with friends and family.',
  );
  await page.getByLabel('Title').fill('Shelves for Kisoro');
  await page.getByLabel('Your story').fill('I love reading.\nHelp me fill the shelves.');
  await page.getByRole('radio', { name: /Start a team/ }).check();
  await page.getByLabel('Team name').fill(`Readers ${Date.now().toString(36)}`);
  await page.getByLabel('Team goal (USD)').fill('2,000');
  await expectNoSideways(page);
  await expectAccessibleInBothThemes(page, 'create fundraising page form');

  await page.getByRole('button', { name: 'Create my page' }).click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/${campaignId}/fundraisers/shelves-for-kisoro$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Shelves for Kisoro' })).toBeVisible();

  const mine = (await (await context.request.get('/api/users/me/fundraisers')).json()) as { id: number }[];
  await page.goto(`/fundraisers/${mine[0]!.id}/edit`);
  await expect(page.getByLabel('Title')).toHaveValue('Shelves for Kisoro');
  await expect(page.getByRole('radio', { name: /Join a team/ })).toBeChecked();
  await expectNoSideways(page);
  await expectAccessibleInBothThemes(page, 'edit fundraising page form');
  await page.getByLabel('Title').fill('Shelves for Kisoro, together');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shelves for Kisoro, together' })).toBeVisible();

  // A guest gives through the page: the notice names it.
  const guest = await browser.newContext();
  const donate = await guest.newPage();
  await donate.setViewportSize({ width: 390, height: 844 });
  await storeSystemTheme(donate);
  await donate.goto(`/donate/${campaignId}`);
  await expect(donate.getByRole('heading', { name: 'Your donation' })).toBeVisible();
  await expectNoSideways(donate);
  await donate.goto(`/donate/${campaignId}?fundraiser=shelves-for-kisoro`);
  await expect(donate.getByTestId('fundraiser-notice')).toContainText('page: Shelves for Kisoro, together');
  await expectNoSideways(donate);
  await expectAccessibleInBothThemes(donate, 'donation page through a fundraising page');
  await guest.close();

  // The campaign takes no more pages from this supporter.
  await page.goto(`/campaigns/${campaignId}/fundraise`);
  await page.getByLabel('Title').fill('A second page');
  await page.getByLabel('Your story').fill('Again.');
  await page.getByRole('button', { name: 'Create my page' }).click();
  await expect(page.getByText(m.alreadyHasPage).first()).toBeVisible();
  await context.close();
});
