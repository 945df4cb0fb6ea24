import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { logInAsAdmin } from './support/admin';
import { contextFor } from './support/sessions';
import { expect, test, type APIRequestContext, type Page } from './support/test';

// A demo campaign seeded on the fresh database of every run (apps/server/src/db/seed/demo-content.ts).
const WATER = 'Clean Water for Kisoro Villages';
const TEST_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

async function waterCampaignId(api: APIRequestContext): Promise<number> {
  const response = await api.get('/api/campaigns?status=active&limit=100');
  expect(response.ok()).toBe(true);
  const found = ((await response.json()) as { id: number; title: string }[]).find((c) => c.title === WATER);
  expect(found, `demo campaign '${WATER}'`).toBeDefined();
  return found!.id;
}

/** A guest's $40 gift to the water campaign, paid with the sandbox's Visa 4242; its id and the guest's name. */
async function guestGift(api: APIRequestContext) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const guest = { guestEmail: `ledger-${id}@example.org`, guestFirstName: 'Lena', guestLastName: `Ledger ${id}` };
  const intent = await api.post('/api/donations/create-payment-intent', {
    data: { campaignId: await waterCampaignId(api), amount: 4000, ...guest },
  });
  expect(intent.status()).toBe(201);
  const { clientSecret, donationId } = (await intent.json()) as { clientSecret: string; donationId: number };
  const paid = await api.post('/api/payments/sandbox/confirm', { data: { clientSecret, card: TEST_CARD } });
  expect(((await paid.json()) as { status: string }).status).toBe('succeeded');
  return { donationId, name: `${guest.guestFirstName} ${guest.guestLastName}` };
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, where: v.nodes.slice(0, 4).map((n) => n.target.join(' ')) }));
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
