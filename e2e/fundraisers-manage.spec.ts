import { fundraiserMessages as m } from '@causeway/contracts';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { adminApi } from './support/admin';
import { fundraiserPage, fundraisingCampaign } from './support/fundraisers';
import { expectAccessibleInBothThemes, storeSystemTheme } from './support/security';
import { contextFor } from './support/sessions';

/**
 * Peer-to-peer fundraising, managed (issue 25): an administrator allows fundraising in the campaign editor's
 * Fundraisers tab; a supporter's page then shows in their donor area's "My fundraisers", where they pause and close
 * it; the administrator hides it (the owner is told) and removes it. On a 390 px phone, in both themes (axe).
 */

const PAGE_TITLE = 'Ada runs for the library';
let admin: APIRequestContext;
let campaignId: number;

test.beforeAll(async ({ playwright }) => {
  admin = await adminApi(playwright);
  // Fundraising stays off: the administrator turns it on in the campaign editor.
  ({ id: campaignId } = await fundraisingCampaign(admin, { title: 'Library appeal', fundraising: false }));
});

test.afterAll(async () => {
  await admin.delete(`/api/campaigns/${campaignId}`);
  await admin.dispose();
});

async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('an administrator allows fundraising; the owner manages the page; the administrator hides and removes it', async ({
  browser,
}) => {
  const adminContext = await contextFor(browser, 'admin');
  const adminPage = await adminContext.newPage();
  await adminPage.setViewportSize({ width: 390, height: 844 });
  await storeSystemTheme(adminPage);
  await adminPage.goto(`/admin/campaigns/${campaignId}/edit?tab=fundraisers`);
  await expect(adminPage.getByRole('tab', { name: m.tabLabel })).toHaveAttribute('aria-selected', 'true');

  // The setting: allowed, with a suggested goal in dollars (sent in cents).
  const settings = adminPage.getByRole('form', { name: 'Peer-to-peer fundraising' });
  await settings.getByRole('checkbox', { name: m.allowLabel }).check();
  await settings.getByLabel('Suggested personal goal (USD, optional)').fill('250');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(adminPage.getByText(m.settingsSaved).first()).toBeVisible();
  const saved = await admin.get(`/api/admin/campaigns/${campaignId}/fundraising`);
  expect(await saved.json()).toMatchObject({ enabled: true, suggestedGoal: 25_000 });
  await expect(adminPage.getByText('No fundraising pages yet')).toBeVisible();
  await expectNoSideways(adminPage);
  await expectAccessibleInBothThemes(adminPage, 'campaign editor, Fundraisers tab');

  // A supporter makes a page (the create form is its own journey) and finds it in the donor area.
  const donorContext = await contextFor(browser, 'donor');
  await fundraiserPage(donorContext.request, campaignId, {
    title: PAGE_TITLE,
    story: 'Every kilometre buys a book.',
    goal: 50_000,
  });
  const donorPage = await donorContext.newPage();
  await donorPage.setViewportSize({ width: 390, height: 844 });
  await storeSystemTheme(donorPage);
  await donorPage.goto('/dashboard?tab=fundraisers');
  const card = donorPage.getByRole('article', { name: PAGE_TITLE });
  await expect(card.getByText('Active')).toBeVisible();
  await expect(card.getByText('raised of $500 goal')).toBeVisible();
  await card.getByRole('button', { name: `View supporters ${PAGE_TITLE}` }).click();
  await expect(card.getByText('No gifts through this page yet.', { exact: false })).toBeVisible();
  await expectNoSideways(donorPage);
  await expectAccessibleInBothThemes(donorPage, 'My fundraisers');

  await card.getByRole('button', { name: `Pause ${PAGE_TITLE}` }).click();
  await expect(card.getByText('Paused', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `Close ${PAGE_TITLE}` }).click();
  const closeDialog = donorPage.getByRole('alertdialog', { name: 'Close this fundraising page?' });
  await expectAccessibleInBothThemes(donorPage, 'close page dialog');
  await closeDialog.getByRole('button', { name: 'Close page' }).click();
  await expect(card.getByText('Closed', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Resume ${PAGE_TITLE}` })).toHaveCount(0);

  // The administrator hides it: the owner is told; then removes it, after a confirmation.
  await adminPage.reload();
  const row = adminPage.getByRole('article', { name: PAGE_TITLE });
  await row.getByRole('button', { name: `Hide ${PAGE_TITLE}` }).click();
  await expect(row.getByText('Hidden', { exact: true })).toBeVisible();
  await donorPage.reload();
  await expect(card.getByText('An administrator has hidden this page', { exact: false })).toBeVisible();

  await row.getByRole('button', { name: `Remove ${PAGE_TITLE}` }).click();
  const removeDialog = adminPage.getByRole('alertdialog', { name: 'Remove this fundraising page?' });
  await expect(removeDialog.getByText('count as direct gifts', { exact: false })).toBeVisible();
  await expectAccessibleInBothThemes(adminPage, 'remove page dialog');
  await removeDialog.getByRole('button', { name: 'Remove page' }).click();
  await expect(adminPage.getByText('No fundraising pages yet')).toBeVisible();
  await donorPage.reload();
  await expect(donorPage.getByRole('heading', { name: 'You have no fundraising pages yet' })).toBeVisible();

  await donorContext.close();
  await adminContext.close();
});
