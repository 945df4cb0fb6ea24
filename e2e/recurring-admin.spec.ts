import { logInAsAdmin } from './support/admin';
import { TEST_CARD, WATER, waterCampaign } from './support/gifts';
import { outboxTo } from './support/outbox';
import { expect, test, type Page } from './support/test';

/** The toast list (Radix labels its region 'Notifications (F8)'); screen-reader copies live outside it. */
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** A new donor (the page is signed in as them) with a $25 monthly gift paid with the sandbox's Visa 4242. */
async function donorWithMonthlyGift(page: Page, lastName: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const donor = { username: `monthly_${id}`, email: `monthly-${id}@example.org`, password: 'a-good-password' };
  const registered = await page.request.post('/api/auth/register', {
    data: { ...donor, firstName: 'Noor', lastName, role: 'donor' },
  });
  expect(registered.status()).toBe(201);
  const created = await page.request.post('/api/donations/create-subscription-intent', {
    data: { campaignId: (await waterCampaign(page.request)).id, amount: 2500, interval: 'monthly' },
  });
  expect(created.status()).toBe(201);
  const { clientSecret } = (await created.json()) as { clientSecret: string };
  const confirmed = await page.request.post('/api/payments/sandbox/confirm', {
    data: { clientSecret, card: TEST_CARD },
  });
  expect(((await confirmed.json()) as { status: string }).status).toBe('succeeded');
  await expect
    .poll(async () => {
      const gifts = (await (await page.request.get('/api/recurring-donations/user')).json()) as { status: string }[];
      return gifts[0]?.status;
    })
    .toBe('active');
  return donor;
}

test.describe('recurring gifts for administrators', () => {
  test('an admin finds a donor’s monthly gift and cancels it; the donor sees it cancelled and is e-mailed', async ({
    page,
    browser,
  }) => {
    const lastName = `Farrow${Date.now().toString(36)}`;
    const donor = await donorWithMonthlyGift(page, lastName);

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await logInAsAdmin(admin);
    await admin.getByRole('complementary').getByRole('link', { name: 'Recurring gifts' }).click();
    await expect(admin).toHaveURL(/\/admin\/recurring$/);
    await expect(admin.getByRole('heading', { level: 1, name: 'Recurring gifts' })).toBeVisible();

    await admin.getByLabel('Search recurring gifts').fill(lastName);
    await admin.getByLabel('Search recurring gifts').press('Enter');
    await expect(admin).toHaveURL(new RegExp(`[?&]q=${lastName}`));
    await expect(admin.getByRole('heading', { level: 2, name: '1 recurring gift' })).toBeVisible();
    const row = admin.getByRole('row', { name: new RegExp(`Noor ${lastName}`) });
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await expect(row.getByText('$25.00')).toBeVisible();
    await expect(row.getByText('Visa • 4242')).toBeVisible();
    await expect(row.getByRole('cell', { name: WATER, exact: true })).toBeVisible();

    // By keyboard: the row's Cancel, a reason, the e-mail box left checked, and the dialog's destructive answer.
    await row.getByRole('button', { name: /^Cancel/ }).focus();
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('alertdialog', { name: 'Cancel this recurring gift?' });
    await expect(dialog.getByRole('button', { name: 'Keep gift' })).toBeFocused();
    await expect(dialog.getByRole('checkbox', { name: 'E-mail the donor' })).toBeChecked();
    await dialog.getByLabel('Reason (optional)').fill('The donor asked us by phone.');
    await dialog.getByRole('button', { name: 'Cancel gift' }).click();
    await expect(toasts(admin).getByText('Recurring gift cancelled')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);

    // The cancelled filter finds it too, from the URL.
    await admin.getByLabel('Status').selectOption('cancelled');
    await expect(admin).toHaveURL(/status=cancelled/);
    await expect(admin.getByRole('row', { name: new RegExp(`Noor ${lastName}`) })).toBeVisible();
    await adminContext.close();

    // The donor's dashboard shows the gift cancelled, with no next payment.
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Recurring' }).click();
    const card = page.getByRole('article', { name: WATER });
    await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(card.getByText(/Next payment/)).toHaveCount(0);

    // The mail worker writes the notice to the outbox.
    await expect
      .poll(() => outboxTo(donor.email).find((mail) => mail.includes('on your behalf')), { timeout: 20_000 })
      .toContain('The reason we gave: The donor asked us by phone.');
  });
});
