import fs from 'node:fs';
import { logInAsAdmin } from './support/admin';
import { seriousViolations } from './support/axe';
import { paidGift, waterCampaign } from './support/gifts';
import { contextFor } from './support/sessions';
import { expect, test, type APIRequestContext } from './support/test';

/** A guest's $40 gift to the water campaign, paid with the sandbox's Visa 4242; its id and the guest's name. */
async function guestGift(api: APIRequestContext) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const guest = { guestEmail: `ledger-${id}@example.org`, guestFirstName: 'Lena', guestLastName: `Ledger ${id}` };
  const donationId = await paidGift(api, { campaignId: (await waterCampaign(api)).id, amount: 4000, ...guest });
  return { donationId, name: `${guest.guestFirstName} ${guest.guestLastName}` };
}

test.describe('the donations ledger', () => {
  test('an admin opens Donations from the sidebar, finds a gift by its receipt number and reads its timeline', async ({
    page,
    playwright,
  }) => {
    const guestApi = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const gift = await guestGift(guestApi);
    await guestApi.dispose();

    await logInAsAdmin(page);
    const receiptNumber = (
      (await (await page.request.get(`/api/admin/donations/${gift.donationId}`)).json()) as {
        receiptNumber: number;
      }
    ).receiptNumber;
    expect(receiptNumber).toBeGreaterThan(0);

    await page.getByRole('complementary').getByRole('link', { name: 'Donations' }).click();
    await expect(page).toHaveURL(/\/admin\/donations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Donations' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search donations' }).fill(String(receiptNumber));
    await expect(page).toHaveURL(new RegExp(`\\?q=${receiptNumber}$`));
    await expect(page.getByRole('heading', { level: 2, name: '1 donation' })).toBeVisible();
    // The export carries the search: the file holds this one gift.
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'One row per donation' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^causeway-donations-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs
      .readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(`,${gift.name.split(' ')[0]},${gift.name.split(' ').slice(1).join(' ')},`);
    expect(csv[1]).toContain(`,40.00,`);
    expect(csv[1]).toContain(`,${receiptNumber},`);

    const table = page.getByRole('table', { name: 'Donations' });
    await expect(table.getByRole('cell', { name: `#${receiptNumber}` })).toBeVisible();
    await table.getByRole('link', { name: gift.name }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/donations/${gift.donationId}$`));
    await expect(page.getByRole('heading', { level: 1, name: '$40.00' })).toBeVisible();
    await expect(page.getByText(`Receipt #${receiptNumber}`)).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByRole('heading', { level: 3 })).toHaveText(['Donation started', 'Payment succeeded']);
    await expect(timeline.getByText('Applied', { exact: true })).toBeVisible();

    // Back to the ledger as it was left: the search is still there.
    await page.getByRole('link', { name: 'Back to donations' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/donations\\?q=${receiptNumber}$`));
    await expect(page.getByRole('searchbox', { name: 'Search donations' })).toHaveValue(String(receiptNumber));
  });

  test('both pages have no serious or critical axe violation, in the light and the dark theme', async ({ browser }) => {
    const setup = await contextFor(browser, 'admin');
    const gift = await guestGift(setup.request);
    await setup.close();
    const found: Record<string, unknown> = {};
    for (const theme of ['light', 'dark'] as const) {
      const context = await contextFor(browser, 'admin', theme);
      const page = await context.newPage();
      for (const path of ['/admin/donations', `/admin/donations/${gift.donationId}`]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[data-slot="skeleton"], .animate-pulse')).toHaveCount(0);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        found[`${theme} ${path}`] = await seriousViolations(page);
      }
      await context.close();
    }
    expect(Object.values(found).flat()).toEqual([]);
  });
});
