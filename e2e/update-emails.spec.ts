import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { e2eAdmin } from './support/admin';
import { e2eDataDir } from './support/data-dir';
import { contextFor } from './support/sessions';
import { payWithTestCardOnPage } from './support/gifts';

/** E-mails the app wrote to DATA_DIR/outbox (no SMTP_URL in E2E) to `to`, headers unfolded. */
function outboxMailsTo(to: string): string[] {
  const folder = path.join(e2eDataDir, 'outbox');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .map((file) => fs.readFileSync(path.join(folder, file), 'utf8').replace(/\r?\n[ \t]+/g, ' '))
    .filter((mail) => mail.includes(`To: ${to}`));
}

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** A campaign of this journey's own; archived at the end (it has a gift), so the demo catalogue stays as seeded. */
async function makeCampaign(admin: APIRequestContext, title: string) {
  const [organization] = (await (await admin.get('/api/admin/organizations')).json()) as { id: number }[];
  const created = await admin.post('/api/campaigns', {
    data: {
      title,
      shortDescription: 'Wells and filters for two villages in the hills.',
      description:
        'Two villages walk an hour for water. This appeal digs two wells and trains local mechanics. '.repeat(2),
      category: 'environment',
      goal: 100_000,
      startDate: '2026-01-01',
      status: 'active',
      organizationId: organization!.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

test.describe('update e-mails', () => {
  test('a donor opts in, an admin e-mails an update, and the donor unsubscribes without signing in', async ({
    page,
    browser,
    playwright,
  }) => {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const title = `Hill wells ${stamp}`;
    const email = `reader-${stamp}@example.org`;
    const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    expect((await admin.post('/api/auth/login', { data: e2eAdmin })).status()).toBe(200);
    const campaignId = await makeCampaign(admin, title);

    try {
      // A guest gives with "E-mail me updates about this campaign" ticked (it starts unticked).
      await page.goto(`/donate/${campaignId}`);
      await page.getByRole('radio', { name: '$25' }).check();
      await page.getByLabel('First name').fill('Rita');
      await page.getByLabel('Last name').fill('Reader');
      await page.getByLabel('Email').fill(email);
      const optIn = page.getByRole('checkbox', { name: 'E-mail me updates about this campaign' });
      await expect(optIn).not.toBeChecked();
      await optIn.check();
      await payWithTestCardOnPage(page);

      // The administrator posts an update and ticks "E-mail this update to subscribed donors".
      const adminContext = await contextFor(browser, 'admin');
      const adminPage = await adminContext.newPage();
      await adminPage.goto(`/admin/campaigns/${campaignId}/edit`);
      await adminPage.getByRole('tab', { name: 'Updates & Engagement' }).click();
      const panel = adminPage.getByRole('tabpanel', { name: 'Updates & Engagement' });
      await panel.getByRole('button', { name: 'Post Update' }).click();
      const dialog = adminPage.getByRole('dialog', { name: 'Post Update' });
      await dialog.getByLabel('Title').fill('The first well is dug');
      await dialog.getByLabel('Content').fill('The first well gives clean water to 300 families since Monday.');
      await dialog.getByRole('checkbox', { name: /E-mail this update to subscribed donors/ }).check();
      await dialog.getByRole('button', { name: 'Post Update' }).click();
      await expect(toasts(adminPage).getByText(/It is on its way to 1 subscribed donor\./)).toBeVisible();
      const card = panel.getByRole('article').filter({ hasText: 'The first well is dug' });
      await expect(card.getByText('E-mailed to 1 donor')).toBeVisible();
      // Editing says it will not be sent again.
      await card.getByRole('button', { name: /^Edit/ }).click();
      const edit = adminPage.getByRole('dialog', { name: 'Edit Update' });
      await expect(edit.getByText(/Saving changes does not e-mail it again\./)).toBeVisible();
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await adminContext.close();

      // The outbox has the update, with the one-click unsubscribe headers (RFC 8058).
      const subject = `Subject: ${title}: The first well is dug`;
      await expect.poll(() => outboxMailsTo(email).filter((m) => m.includes(subject)).length).toBe(1);
      const mail = outboxMailsTo(email).find((m) => m.includes(subject))!;
      expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      const header = /List-Unsubscribe: <(http[^>]+\/api\/updates\/unsubscribe\?token=([\w.-]+))>/.exec(mail);
      expect(header, 'List-Unsubscribe header').not.toBeNull();
      const token = header![2]!;

      // The unsubscribe page, in a browser that never signed in: opening it changes nothing, the button does.
      const visitor = await browser.newContext();
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(`/unsubscribe?token=${token}`);
      await expect(visitorPage.getByText(title)).toBeVisible();
      const state = async () =>
        (
          (await (await visitor.request.get(`/api/updates/subscription?token=${token}`)).json()) as {
            unsubscribed: boolean;
          }
        ).unsubscribed;
      expect(await state()).toBe(false);
      await visitorPage.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(visitorPage.getByText(`You will no longer receive updates about ${title}`)).toBeVisible();
      expect(await state()).toBe(true);
      // A tampered link says so.
      await visitorPage.goto(`/unsubscribe?token=${token.slice(0, -2)}xx`);
      await expect(visitorPage.getByText(/This unsubscribe link is not valid\./)).toBeVisible();
      await visitor.close();
    } finally {
      await admin.delete(`/api/campaigns/${campaignId}`);
      await admin.dispose();
    }
  });
});
