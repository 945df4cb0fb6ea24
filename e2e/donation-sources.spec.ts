import { donationSourceMessages as m } from '@causeway/contracts';
import { expect, test, hydrated, type APIRequestContext, type Page } from './support/test';
import { adminApi, createCampaign } from './support/admin';
import { payWithTestCardOnPage } from './support/gifts';
import { contextFor } from './support/sessions';
import { expectAccessibleInBothThemes, storeSystemTheme } from './support/security';

/**
 * Source tracking (issue 24, item 6): a guest lands from a newsletter link, browses to a campaign and gives; the
 * admin campaign view's "Gifts by source" shows the newsletter, and the overview's panel shows it too. axe on both
 * panels, with rows and empty, in the light and the dark theme.
 */

let admin: APIRequestContext;
let campaignId: number;
const title = `Source tracking appeal ${Date.now().toString(36)}`;

test.beforeAll(async ({ playwright }) => {
  admin = await adminApi(playwright);
  campaignId = await createCampaign(admin, {
    title,
    shortDescription: 'An appeal whose gifts come from a newsletter.',
    description:
      'This appeal collects gifts from the newsletter, so the E2E suite can read where they came from. '.repeat(2),
  });
});

test.afterAll(async () => {
  await admin.delete(`/api/campaigns/${campaignId}`);
  await admin.dispose();
});

const panel = (page: Page) => page.getByRole('region', { name: m.title });
/** The row of a source: its header cell holds the label and, below it, the detail. */
const sourceRow = (page: Page, label: RegExp) =>
  panel(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label }) });

test.describe('gifts by source', () => {
  test('a guest from a newsletter link gives with 4242; the campaign view and the overview show the newsletter', async ({
    browser,
  }) => {
    const guest = await contextFor(browser, 'guest');
    const page = await guest.newPage();
    // The first page of the visit carries the utm values; later pages do not.
    await page.goto('/?utm_source=newsletter&utm_medium=email');
    await hydrated(page);
    expect(await page.evaluate(() => document.cookie.includes('newsletter'))).toBe(false);
    await page.goto(`/campaigns/${campaignId}`);
    await hydrated(page);
    await page
      .getByRole('link', { name: /Donate Now/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/donate/${campaignId}`));
    await page.getByRole('radio', { name: '$25' }).check();
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill('grace.hopper@example.org');
    await payWithTestCardOnPage(page);
    await guest.close();

    const moderator = await contextFor(browser, 'admin');
    const adminPage = await moderator.newPage();
    await storeSystemTheme(adminPage);
    await adminPage.goto(`/admin/campaigns/${campaignId}/edit?tab=sources`);
    await expect(adminPage.getByRole('tab', { name: m.title })).toHaveAttribute('aria-selected', 'true');
    const row = sourceRow(adminPage, /^newsletter\s*email$/);
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell')).toHaveText(['1', '$25']);
    await expect(
      panel(adminPage)
        .getByRole('row', { name: /^Total/ })
        .getByRole('cell'),
    ).toHaveText(['1', '$25']);
    await expectAccessibleInBothThemes(adminPage, 'Gifts by source (campaign)');

    // A range without gifts: the empty state.
    await panel(adminPage).getByLabel(m.from).fill('2001-01-01');
    await panel(adminPage).getByLabel(m.to).fill('2001-01-31');
    await expect(panel(adminPage).getByText(m.empty)).toBeVisible();
    await expectAccessibleInBothThemes(adminPage, 'Gifts by source (campaign, empty)');
    // A start after the end is refused in place.
    await panel(adminPage).getByLabel(m.from).fill('2001-02-01');
    await expect(panel(adminPage).getByRole('alert')).toHaveText(m.fromAfterTo);

    // The overview: the whole site's gifts, this one among them.
    await adminPage.goto('/admin');
    await expect(sourceRow(adminPage, /^newsletter\s*email$/)).toBeVisible();
    await expectAccessibleInBothThemes(adminPage, 'Gifts by source (overview)');
    await moderator.close();
  });
});
