import { formatCurrency } from '@causeway/contracts';
import { logInAsAdmin } from './support/admin';
import { seriousViolations } from './support/axe';
import { WATER, waterCampaign } from './support/gifts';
import { contextFor } from './support/sessions';
import { expect, test, type Page } from './support/test';

/** The toast list (Radix labels its region 'Notifications (F8)'); screen-reader copies live outside it. */
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

test.describe('offline gifts', () => {
  test('an admin records a cheque from a new guest, sees it on its page and in the ledger, resends its receipt, and the campaign total includes it', async ({
    page,
  }) => {
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const lastName = `Penny${id}`;
    const email = `cheque-${id}@example.org`;
    await logInAsAdmin(page);
    const before = await waterCampaign(page.request);

    await page.goto('/admin/donations');
    await page.getByRole('link', { name: 'Record offline gift' }).click();
    await expect(page).toHaveURL(/\/admin\/donations\/new-offline$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Record offline gift' })).toBeVisible();

    await page.getByLabel('Campaign').selectOption({ label: WATER });
    await page.getByLabel('Amount (USD)').fill('250');
    await page.getByLabel('Received as').selectOption({ label: 'Cheque' });
    await page.getByLabel('A new guest').check();
    // Submitting without the guest's details names each missing field.
    await page.getByRole('button', { name: 'Record $250.00' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await page.getByLabel('First name').fill('Olive');
    await page.getByLabel('Last name').fill(lastName);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel(/^Note/).fill('Cheque no. 20417');
    await page.getByRole('button', { name: 'Record $250.00' }).click();

    await expect(page).toHaveURL(/\/admin\/donations\/\d+$/);
    await expect(toasts(page).getByText('Offline gift recorded')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '$250.00' })).toBeVisible();
    await expect(page.getByText('Cheque no. 20417').first()).toBeVisible();
    await expect(page.getByText(/Receipt #\d+/)).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByRole('heading', { name: 'Offline recorded' })).toBeVisible();

    // The receipt again, to the accountant's address this time.
    await page.getByRole('button', { name: 'Resend receipt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resend receipt' });
    await expect(dialog.getByLabel("The donor's address")).toBeChecked();
    await dialog.getByLabel('Another address').check();
    await dialog.getByLabel('E-mail address').fill(`accounts-${id}@example.org`);
    await dialog.getByRole('button', { name: 'Send receipt' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page).getByText(`Receipt sent to accounts-${id}@example.org`)).toBeVisible();
    await expect(timeline.getByRole('heading', { name: 'Receipt resent' })).toBeVisible();

    // In the ledger, marked as offline.
    await page.getByRole('link', { name: 'Back to donations' }).click();
    await page.getByRole('searchbox', { name: 'Search donations' }).fill(lastName);
    await expect(page.getByRole('heading', { level: 2, name: '1 donation' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Donations' });
    await expect(table.getByText('Offline · Cheque')).toBeVisible();
    await expect(table.getByRole('link', { name: `Olive ${lastName}` })).toBeVisible();

    // The campaign's public page counts it.
    await page.goto(`/campaigns/${before.id}`);
    await expect(
      page.getByText(formatCurrency(before.amountRaised + 25_000, { wholeDollars: true })).first(),
    ).toBeVisible();
  });

  test('the form with its messages and the resend dialog have no serious or critical axe violation, light and dark', async ({
    browser,
  }) => {
    const found: Record<string, unknown> = {};
    for (const theme of ['light', 'dark'] as const) {
      const context = await contextFor(browser, 'admin', theme);
      const page = await context.newPage();
      await page.goto('/admin/donations/new-offline');
      await expect(page.getByRole('option', { name: WATER })).toBeAttached();
      await page.getByLabel('A new guest').check();
      await page.getByRole('button', { name: 'Record gift' }).click();
      await expect(page.getByText('First name is required')).toBeVisible();
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      found[`${theme} form`] = await seriousViolations(page);

      await page.getByLabel('Campaign').selectOption({ label: WATER });
      await page.getByLabel('Amount (USD)').fill('12');
      await page.getByLabel('First name').fill('Axe');
      await page.getByLabel('Last name').fill(theme);
      await page.getByRole('textbox', { name: 'E-mail' }).fill(`axe-${theme}-${Date.now()}@example.org`);
      await page.getByRole('button', { name: 'Record $12.00' }).click();
      await expect(page).toHaveURL(/\/admin\/donations\/\d+$/);
      await page.getByRole('button', { name: 'Resend receipt' }).click();
      await page.getByRole('dialog', { name: 'Resend receipt' }).getByLabel('Another address').check();
      await expect(page.getByRole('dialog').getByLabel('E-mail address')).toBeVisible();
      found[`${theme} resend dialog`] = await seriousViolations(page);
      await context.close();
    }
    expect(Object.values(found).flat()).toEqual([]);
  });
});
