import { seriousViolations } from './support/axe';
import { expect, test } from './support/test';
import { contextFor } from './support/sessions';

// Settings → Webhooks, as an administrator uses it. The endpoint's address is in TEST-NET-3 (RFC 5737): public
// for the SSRF guard, routed nowhere, so the e2e server's attempts to reach it fail without leaving the machine.

test.describe('webhooks', () => {
  test('an admin adds an endpoint, reads its secret, sends a test event, sees it in the log and deletes it', async ({
    browser,
  }) => {
    const url = `https://203.0.113.10/causeway-${Date.now().toString(36)}`;
    for (const theme of ['light', 'dark'] as const) {
      const context = await contextFor(browser, 'admin', theme);
      const page = await context.newPage();
      await page.goto('/admin/settings');
      await page.getByRole('tab', { name: 'Webhooks' }).click();
      await expect(page).toHaveURL(/\?tab=webhooks$/);

      if (theme === 'light') {
        await page.getByRole('button', { name: 'Add endpoint' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
        await dialog.getByLabel('Endpoint URL').fill('http://169.254.169.254/latest/meta-data/');
        await dialog.getByRole('button', { name: 'Add endpoint' }).click();
        await expect(dialog.getByRole('alert')).toContainText(
          'private, loopback or link-local address (169.254.169.254)',
        );

        await dialog.getByLabel('Endpoint URL').fill(url);
        await dialog.getByLabel('Description (optional)').fill('CRM sync');
        await dialog.getByRole('checkbox', { name: /donation\.refunded/ }).check();
        await dialog.getByRole('button', { name: 'Add endpoint' }).click();
        await expect(dialog).toBeHidden();
      }

      const card = page.getByRole('region', { name: url });
      await expect(card).toBeVisible();
      await expect(card.getByRole('list', { name: 'Events' })).toContainText('donation.refunded');
      await card.getByRole('button', { name: 'Show' }).click();
      await expect(card.getByLabel('Signing secret', { exact: true })).toHaveText(/^whsec_[A-Za-z0-9_-]{43}$/);

      if (theme === 'light') await card.getByRole('button', { name: 'Send test event' }).click();
      else await card.getByRole('button', { name: 'Delivery log' }).click();
      await expect(card.locator('code:visible', { hasText: 'webhook.test' }).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await seriousViolations(page), theme).toEqual([]);

      if (theme === 'dark') {
        await card.getByRole('button', { name: `Delete ${url}` }).click();
        const confirm = page.getByRole('alertdialog', { name: 'Delete this endpoint?' });
        await confirm.getByRole('button', { name: 'Delete endpoint' }).click();
        await expect(card).toBeHidden();
      }
      await context.close();
    }
  });
});
