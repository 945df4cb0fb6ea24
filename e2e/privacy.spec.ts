import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { e2eAdmin, logInAsAdmin } from './support/admin';
import { paidGift } from './support/gifts';
import { newDonor } from './support/sessions';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function openCampaignId(api: APIRequestContext): Promise<number> {
  const response = await api.get('/api/campaigns?status=active&limit=1');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: number }[])[0]!.id;
}

test.describe('donor privacy', () => {
  test('a donor downloads their data, then deletes their account; the gift stays as an anonymized donor’s', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const donor = newDonor('privacy');
    const registered = await page.request.post('/api/auth/register', {
      data: { ...donor, firstName: 'Hedy', lastName: 'Lamarr', role: 'donor' },
    });
    expect(registered.status()).toBe(201);
    const donationId = await paidGift(page.request, { campaignId: await openCampaignId(page.request), amount: 3_100 });

    await page.goto('/account');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^causeway-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
      account: { email: string; firstName: string };
      donations: { id: number; amount: number }[];
    };
    expect(data.account).toMatchObject({ email: donor.email, firstName: 'Hedy' });
    expect(data.donations).toContainEqual(expect.objectContaining({ id: donationId, amount: 3_100 }));

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill(donor.password);
    const confirm = dialog.getByRole('button', { name: 'Delete account' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await confirm.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toasts(page).getByText('Account deleted')).toBeVisible();
    expect((await page.request.get('/api/stats/donor')).status()).toBe(401);

    // The administrator still sees the gift, without anyone's name on it.
    const admin = await playwright.request.newContext({ baseURL });
    expect((await admin.post('/api/auth/login', { data: e2eAdmin })).status()).toBe(200);
    const gift = await admin.get(`/api/admin/donations/${donationId}`);
    expect(await gift.json()).toMatchObject({ firstName: 'Anonymized donor', email: '', amount: 3_100 });
    await admin.dispose();
  });

  test('an administrator anonymizes a guest from the donor page, typing their e-mail to confirm', async ({ page }) => {
    const email = newDonor('guest').email;
    await paidGift(page.request, {
      campaignId: await openCampaignId(page.request),
      amount: 1_200,
      guestEmail: email,
      guestFirstName: 'Alan',
      guestLastName: 'Turing',
    });
    await logInAsAdmin(page, `/admin/donors/${encodeURIComponent(`g${email}`)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Alan Turing' })).toBeVisible();

    await page.getByRole('button', { name: 'Anonymize donor' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Anonymize Alan Turing?' });
    const confirm = dialog.getByRole('button', { name: 'Anonymize donor' });
    await dialog.getByLabel(/to confirm$/).fill('someone-else@example.org');
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(/to confirm$/).fill(email);
    await confirm.click();

    await expect(page).toHaveURL(/\/admin\/donors$/);
    await expect(toasts(page).getByText('Donor anonymized')).toBeVisible();
    const found = await page.request.get(`/api/admin/donors?q=${encodeURIComponent(email)}`);
    expect(((await found.json()) as { total: number }).total).toBe(0);
  });
});
