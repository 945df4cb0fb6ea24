import { formatCurrency } from '@causeway/contracts';
import { logInAsAdmin } from './support/admin';
import { paidGift, waterCampaign } from './support/gifts';
import { outboxTo } from './support/outbox';
import { expect, test, type Page } from './support/test';

/** The toast list (Radix labels its region 'Notifications (F8)'); screen-reader copies live outside it. */
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

test.describe('refunds from the admin', () => {
  test('an admin finds a gift by its receipt number, refunds half, and the campaign page and the donor see it', async ({
    page,
    playwright,
  }) => {
    // A guest's $50 gift to the water campaign, paid with the sandbox's Visa 4242.
    const guestApi = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const guest = { guestEmail: `refund-${id}@example.org`, guestFirstName: 'Rhea', guestLastName: `Refund ${id}` };
    const campaign = await waterCampaign(guestApi);
    const donationId = await paidGift(guestApi, { campaignId: campaign.id, amount: 5000, ...guest });
    await guestApi.dispose();

    await logInAsAdmin(page, '/admin/donations');
    const detail = await page.request.get(`/api/admin/donations/${donationId}`);
    const { receiptNumber } = (await detail.json()) as { receiptNumber: number };
    const before = (await waterCampaign(page.request)).amountRaised;

    // The ledger finds it by its receipt number; its row leads to the donation.
    await page.getByRole('searchbox', { name: 'Search donations' }).fill(String(receiptNumber));
    await expect(page).toHaveURL(new RegExp(`q=${receiptNumber}`));
    const donorLink = page.getByRole('link', { name: `Rhea Refund ${id}` });
    await expect(donorLink).toHaveCount(1);
    await donorLink.click();
    await expect(page).toHaveURL(new RegExp(`/admin/donations/${donationId}$`));
    await expect(page.getByText(`Receipt #${receiptNumber}`)).toBeVisible();

    // Half of it, with a reason; the dialog says what the campaign total becomes before anything is done.
    await page.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Refund this donation?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: /Partial refund/ }).check();
    await dialog.getByLabel('Amount to refund (USD)').fill('25');
    await dialog.getByLabel('Reason').fill('The donor gave twice by mistake');
    await expect(dialog.getByTestId('campaign-total-after')).toHaveText(formatCurrency(before - 2500));
    await dialog.getByRole('button', { name: 'Refund $25.00' }).click();

    await expect(dialog).toBeHidden();
    await expect(toasts(page).getByText('$25.00 refunded')).toBeVisible();
    // The detail is read again: the refund is on it, and the gift stands at its net.
    await expect(page.getByText('The donor gave twice by mistake').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refund' })).toBeVisible();

    // The campaign's public page shows the new total (whole dollars, as it always does).
    await page.goto(`/campaigns/${campaign.id}`);
    await expect(page.getByText(formatCurrency(before - 2500, { wholeDollars: true })).first()).toBeVisible();

    // The mail worker writes the donor's refund e-mail to the outbox.
    await expect
      .poll(() => outboxTo(guest.guestEmail).find((mail) => mail.includes('Your refund from')), { timeout: 20_000 })
      .toBeDefined();
    const mail = outboxTo(guest.guestEmail).find((m) => m.includes('Your refund from'))!;
    expect(mail).toContain(`receipt number ${receiptNumber}`);
    expect(mail).toMatch(/Your donation now\s+\$25\.00/);
  });
});
