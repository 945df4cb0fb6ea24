import { expect, test, type Locator, type Page } from './support/test';

import { logInAsAdmin } from './support/admin';

// The E2E server runs with APP_ENV=e2e (scripts/e2e-server.mjs).
const uniqueId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** The report's POST, which the page sends once the reporter's batch delay has passed. */
const reportSent = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/errors/report') && r.request().method() === 'POST');

/** The card of the error whose message contains `text`. */
const errorCard = (page: Page, text: string): Locator =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: text }) });

/** The value shown under a detail's label in an opened card. */
const detail = (card: Locator, label: string) =>
  card.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');

test.describe('Error monitoring', () => {
  test("a page error in a visitor's browser appears on the admin page within one refresh, with its details", async ({
    page,
    browser,
  }) => {
    const marker = `E2E checkout widget crashed ${uniqueId()}`;
    // The admin page's timers run on a clock the test moves, so "within one refresh" takes no real 30 s.
    await page.clock.install();
    await logInAsAdmin(page);
    await page.goto('/admin/error-logs');
    await expect(page).toHaveTitle('Error Monitoring | Causeway');
    await expect(page.getByRole('heading', { name: 'Error Monitoring', level: 1 })).toBeVisible();
    await expect(page.getByText('Monitor and track application errors in real-time')).toBeVisible();
    const figures = page.getByRole('region', { name: 'Error figures' });
    for (const label of ['Total Errors', 'Critical', 'Errors', 'Warnings', 'Last Hour', 'Last 24h']) {
      await expect(figures.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Recent Error Reports' })).toBeVisible();
    const totalBefore = Number(await figures.locator('dd').first().innerText());

    // A visitor (another browser, not signed in) hits an uncaught error on a public page.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/campaigns');
    const sent = reportSent(visitor);
    await visitor.evaluate((message) => {
      setTimeout(function renderDonationWidget() {
        throw new TypeError(message);
      });
    }, marker);
    expect((await sent).status()).toBe(202);
    await visitorContext.close();

    // Not there until the page refreshes itself; there after one 30 s refresh, with no reload.
    await expect(errorCard(page, marker)).toHaveCount(0);
    await page.clock.fastForward(30_000);
    const card = errorCard(page, marker);
    await expect(card).toBeVisible();
    await expect(card.getByText('Error', { exact: true })).toBeVisible();
    await expect(card.getByText('Browser', { exact: true })).toBeVisible();
    await expect(figures.locator('dd').first()).toHaveText(String(totalBefore + 1));

    // Show Details reveals the context and the stack; Hide Details hides them again.
    const toggle = card.getByRole('button', { name: 'Show Details' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(card.getByRole('button', { name: 'Hide Details' })).toHaveAttribute('aria-expanded', 'true');
    const stack = card.getByLabel('Stack trace');
    await expect(stack).toContainText(marker);
    await expect(stack).toContainText('renderDonationWidget');
    await expect(detail(card, 'URL')).toContainText('/campaigns');
    await expect(detail(card, 'User')).toHaveText('Anonymous');
    await expect(detail(card, 'Environment')).toHaveText('e2e');
    await expect(detail(card, 'Method')).toHaveText('POST');
    await expect(detail(card, 'IP')).toHaveText('127.0.0.1');
    await expect(detail(card, 'Error ID')).toHaveText(/^#\d+$/);
    await expect(detail(card, 'User agent')).toContainText('Mozilla/5.0');
    await card.getByRole('button', { name: 'Hide Details' }).click();
    await expect(stack).toHaveCount(0);
  });

  test("a signed-in donor's payment console error is critical, carries their ID, and can be resolved", async ({
    page,
    browser,
  }) => {
    const marker = `Payment Failed: card processor timeout ${uniqueId()}`;
    const donorContext = await browser.newContext();
    const donor = await donorContext.newPage();
    const id = uniqueId();
    const registered = await donor.request.post('/api/auth/register', {
      data: { username: `err_${id}`, email: `err-${id}@example.org`, password: 'a-good-password', firstName: 'Mae' },
    });
    expect(registered.status()).toBe(201);
    const donorId: number = (await registered.json()).id;
    await donor.goto('/dashboard');
    await expect(donor.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
    const sent = reportSent(donor);
    // Console errors count only when they mention a keyword (payment here); this one does not.
    await donor.evaluate((message) => {
      console.error('Some unrelated console noise');
      console.error(message);
    }, marker);
    const response = await sent;
    expect(response.status()).toBe(202);
    expect(response.request().postDataJSON()).toEqual([expect.objectContaining({ message: marker, userId: donorId })]);
    await donorContext.close();

    await logInAsAdmin(page);
    await page.goto('/admin/error-logs?level=critical');
    await expect(page.getByLabel('Level')).toHaveValue('critical');
    const card = errorCard(page, marker);
    await expect(card.getByText('Critical', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Show Details' }).click();
    await expect(detail(card, 'User')).toHaveText(`User ID ${donorId}`);
    await expect(page.getByRole('heading', { name: 'Some unrelated console noise' })).toHaveCount(0);

    await card.getByRole('button', { name: 'Mark resolved' }).click();
    await expect(toasts(page).getByText('Error resolved', { exact: true })).toBeVisible();
    await expect(errorCard(page, marker)).toHaveCount(0);

    await page.getByLabel('Status').selectOption('resolved');
    await expect(page).toHaveURL(/status=resolved/);
    const resolved = errorCard(page, marker);
    await expect(resolved.getByText('Resolved', { exact: true })).toBeVisible();
    await resolved.getByRole('button', { name: 'Reopen' }).click();
    await expect(toasts(page).getByText('Error reopened', { exact: true })).toBeVisible();
    await expect(errorCard(page, marker)).toHaveCount(0);
  });

  test('with no errors the page says so', async ({ page }) => {
    await logInAsAdmin(page);
    await page.route('**/api/admin/errors/stats', (route) =>
      route.fulfill({ json: { total: 0, critical: 0, errors: 0, warnings: 0, lastHour: 0, lastDay: 0 } }),
    );
    await page.route('**/api/admin/errors?*', (route) =>
      route.fulfill({ json: { items: [], total: 0, page: 1, pageSize: 20 } }),
    );
    await page.goto('/admin/error-logs');
    await expect(page.getByRole('heading', { name: 'No errors found' })).toBeVisible();
    await expect(page.getByText('Your application is running smoothly with no recent errors')).toBeVisible();
  });

  test('a donor cannot open the error monitor', async ({ page }) => {
    const id = uniqueId();
    const registered = await page.request.post('/api/auth/register', {
      data: { username: `nosy_${id}`, email: `nosy-${id}@example.org`, password: 'a-good-password' },
    });
    expect(registered.status()).toBe(201);
    await page.goto('/admin/error-logs');
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await page.request.get('/api/admin/errors')).status()).toBe(403);
  });
});
