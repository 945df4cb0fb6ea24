import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Download, type Page } from './support/test';

// Demo campaigns seeded on the fresh database of every run (apps/server/src/db/seed/demo-content.ts).
const WATER = 'Clean Water for Kisoro Villages';

type CampaignSummary = { id: number; title: string; daysLeft: number | null };
type HistoryPage = { items: { id: number; amount: number; campaign: { id: number; title: string } }[]; total: number };

/** The toast list (Radix labels its region 'Notifications (F8)'); screen-reader copies live outside it. */
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

function uniqueDonor() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `dash_${id}`, email: `dash-${id}@example.org`, password: 'a-good-password' };
}

/** Registration signs the browser in (page.request shares the page's cookies). */
async function registerDonor(page: Page, firstName: string) {
  const donor = uniqueDonor();
  const registered = await page.request.post('/api/auth/register', {
    data: { ...donor, firstName, lastName: 'Franklin', role: 'donor' },
  });
  expect(registered.status()).toBe(201);
  return donor;
}

/** Two open campaigns: the water campaign and another one, so the donor supports two causes. */
async function twoOpenCampaigns(request: APIRequestContext): Promise<[CampaignSummary, CampaignSummary]> {
  const response = await request.get('/api/campaigns?status=active&limit=100');
  expect(response.ok()).toBe(true);
  const open = ((await response.json()) as CampaignSummary[]).filter((c) => c.daysLeft === null || c.daysLeft >= 0);
  const water = open.find((c) => c.title === WATER);
  const other = open.find((c) => c.title !== WATER);
  expect(water, `demo campaign '${WATER}'`).toBeDefined();
  expect(other, 'a second open demo campaign').toBeDefined();
  return [water!, other!];
}

/** A signed-in gift through the sandbox with the test card that succeeds, as the payment page makes it. */
async function give(request: APIRequestContext, campaignId: number, cents: number) {
  const created = await request.post('/api/donations/create-payment-intent', {
    data: { campaignId, amount: cents },
  });
  expect(created.status()).toBe(201);
  const { clientSecret } = (await created.json()) as { clientSecret: string };
  const confirmed = await request.post('/api/payments/sandbox/confirm', {
    data: { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
  });
  expect(((await confirmed.json()) as { status: string }).status).toBe('succeeded');
}

async function history(request: APIRequestContext): Promise<HistoryPage> {
  const response = await request.get('/api/users/me/donations?page=1&limit=10');
  expect(response.ok()).toBe(true);
  return (await response.json()) as HistoryPage;
}

/** Runs `click` and hands back the file the browser saved because of it. */
async function downloadFrom(page: Page, click: () => Promise<void>): Promise<{ download: Download; body: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { download, body: fs.readFileSync(path) };
}

test.describe('donor dashboard', () => {
  test('a donor with two gifts signs in, sees stats and history, and downloads a receipt, the CSV and a statement', async ({
    page,
  }) => {
    const donor = await registerDonor(page, 'Rosalind');
    const [water, other] = await twoOpenCampaigns(page.request);
    await give(page.request, water.id, 2500);
    await give(page.request, other.id, 4000);
    const gifts = await history(page.request);
    expect(gifts.total).toBe(2);
    const waterGift = gifts.items.find((d) => d.campaign.id === water.id)!;

    // Signed out, the dashboard asks for a login and comes back after it.
    await page.context().clearCookies();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=\/dashboard$/);
    await page.getByLabel('Email').fill(donor.email);
    await page.getByLabel('Password').fill(donor.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page).toHaveTitle('Dashboard | Causeway');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Rosalind!' })).toBeVisible();

    // Stats come from the succeeded donations: $65 over two campaigns, no recurring gift.
    const summary = page.getByRole('region', { name: 'Your giving summary' });
    await expect(summary).toContainText('Total Donated$65.00');
    await expect(summary).toContainText('Active Recurring0');
    await expect(summary).toContainText('Campaigns Supported2');

    // Recent activity and the My Donations tab list both gifts, newest first.
    await expect(page.getByRole('heading', { name: 'Recent activity' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'My Donations' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab')).toHaveText(['My Donations', 'Recurring', 'Payment Methods', 'My fundraisers']);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(3); // the header and two donations
    await expect(rows.nth(1)).toContainText(other.title);
    await expect(rows.nth(1)).toContainText('$40.00');
    const waterRow = page.getByRole('row').filter({ hasText: WATER });
    await expect(waterRow).toContainText('$25.00');
    await expect(waterRow).toContainText('Succeeded');
    await expect(waterRow).toContainText('One-time');
    await expect(waterRow.getByRole('link', { name: WATER })).toHaveAttribute('href', `/campaigns/${water.id}`);
    await expect(page.getByText('2 donations', { exact: true })).toBeVisible();

    // Receipt: the PDF of that donation, under the name the spec gives it.
    const receipt = await downloadFrom(page, () => waterRow.getByRole('button', { name: /^Download receipt/ }).click());
    expect(receipt.download.suggestedFilename()).toBe(`donation-receipt-${waterGift.id}.pdf`);
    expect(receipt.body.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await expect(toasts(page).getByText('Receipt downloaded', { exact: true })).toBeVisible();

    // Export Data: a CSV of the history.
    const exported = await downloadFrom(page, () => page.getByRole('button', { name: 'Export Data' }).click());
    expect(exported.download.suggestedFilename()).toMatch(/^causeway-donations-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = exported.body.toString('utf8');
    expect(csv).toContain(WATER);
    expect(csv).toContain(other.title);

    // Tax Receipt: this year's statement, chosen in the dialog.
    const year = new Date().getUTCFullYear();
    await page.getByRole('button', { name: 'Tax Receipt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download a tax receipt' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Tax year')).toHaveValue(String(year));
    const statement = await downloadFrom(page, () => dialog.getByRole('button', { name: 'Download PDF' }).click());
    expect(statement.download.suggestedFilename()).toBe(`causeway-statement-${year}.pdf`);
    expect(statement.body.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await expect(toasts(page).getByText('Tax receipt downloaded', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('a new donor sees empty states, and the tabs follow the keyboard and the URL', async ({ page }) => {
    await registerDonor(page, 'Lise');
    await page.goto('/dashboard');

    const summary = page.getByRole('region', { name: 'Your giving summary' });
    await expect(summary).toContainText('Total Donated$0.00');
    await expect(summary).toContainText('Campaigns Supported0');
    await expect(page.getByRole('heading', { name: 'No donations yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse campaigns' })).toHaveAttribute('href', '/campaigns');

    // No completed donation, so no statement to offer.
    await page.getByRole('button', { name: 'Tax Receipt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download a tax receipt' });
    await expect(dialog.getByText(/You have no completed donations yet/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // WAI-ARIA tabs: arrow keys move between tabs; the open tab is kept in the URL.
    await page.getByRole('tab', { name: 'My Donations' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Recurring' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Recurring' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/dashboard\?tab=recurring$/);
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'My fundraisers' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/dashboard\?tab=fundraisers$/);
    await expect(page.getByRole('heading', { name: 'You have no fundraising pages yet' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'My fundraisers' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'My Donations' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('on a phone the history is a list of cards and nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await registerDonor(page, 'Chien-Shiung');
    const [water] = await twoOpenCampaigns(page.request);
    await give(page.request, water.id, 1500);

    await page.goto('/dashboard');
    await expect(page.getByRole('table')).toBeHidden();
    const cards = page.getByRole('list', { name: 'Your donations, newest first' });
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    await expect(cards).toContainText(WATER);
    await expect(cards).toContainText('$15.00');
    await expect(cards.getByRole('button', { name: /^Download receipt/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export Data' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tax Receipt' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
