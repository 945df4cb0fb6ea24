import { expect, test, type Page } from './support/test';
import { waterCampaign } from './support/gifts';
import { outboxTo } from './support/outbox';
import { expectAccessibleInBothThemes, storeSystemTheme } from './support/security';

// "Manage my recurring gift" (issue 24, item 5): a guest cannot sign in, so the gift is managed through a
// single-use link e-mailed to the address it was given with.

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** The newest manage link in the guest's mailbox (the mail worker writes it to DATA_DIR/outbox). */
async function manageLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mails = outboxTo(email).filter((mail) => mail.includes('/manage-recurring/'));
        link = mails
          .map((mail) => /https?:\/\/\S+\/manage-recurring\/[A-Za-z0-9_-]{20,}/.exec(mail)?.[0])
          .filter(Boolean)
          .at(-1);
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return new URL(link!).pathname;
}

test.describe('manage a recurring gift by e-mailed link', () => {
  test('a guest gives monthly, asks for the link, opens it and cancels the gift', async ({ page, request }) => {
    await storeSystemTheme(page);
    const campaign = await waterCampaign(request);
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const email = `monthly-${stamp}@example.org`;

    // A guest gives $25 a month through the sandbox.
    await page.goto(`/donate/${campaign.id}?recurring=true`);
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await page.getByRole('radio', { name: '$25' }).check();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Donate', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible();

    // The success page links to the request form.
    await page.getByRole('main').getByRole('link', { name: 'Manage my recurring gift' }).click();
    await expect(page).toHaveURL(/\/manage-recurring$/);
    await expect(page.getByRole('heading', { name: 'Manage my recurring gift' })).toBeVisible();
    await expectAccessibleInBothThemes(page, 'manage request form');

    // An invalid address is refused in the form; a real one gets the one answer for every address.
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(/If that address has recurring gifts, we've sent it a link/)).toBeVisible();
    await expectAccessibleInBothThemes(page, 'manage link sent');

    // The link from the outbox opens the guest's gifts, and its token leaves the address bar.
    const link = await manageLinkFor(email);
    await page.goto(link);
    await expect(page).toHaveURL(/\/manage-recurring$/);
    const gift = page.getByRole('article').filter({ hasText: 'Clean Water for Kisoro Villages' });
    await expect(gift).toBeVisible();
    await expect(gift.getByText('$25')).toBeVisible();
    await expect(gift.getByText('Active')).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectAccessibleInBothThemes(page, 'manage gifts list');

    // Change card: the gift shows the card it charges; a new card through the card form takes its place, and the
    // address is told.
    await expect(gift.getByText('Paid with Visa •••• 4242')).toBeVisible();
    await gift.getByRole('button', { name: /^Change card/ }).click();
    const cardDialog = page.getByRole('dialog', { name: /Change card/ });
    await expect(cardDialog.getByText('Test mode', { exact: true })).toBeVisible();
    await cardDialog.getByLabel('Card number').fill('5555 5555 5555 4444');
    await cardDialog.getByLabel('Expiry (MM / YY)').fill('11 / 33');
    await cardDialog.getByLabel('CVC').fill('123');
    await expectAccessibleInBothThemes(page, 'manage change card');
    await cardDialog.getByRole('button', { name: 'Save card' }).click();
    await expect(cardDialog).toHaveCount(0);
    await expect(toasts(page).getByText('Your recurring gift now uses the new card.')).toBeVisible();
    await expect(gift.getByText('Paid with Mastercard •••• 4444')).toBeVisible();
    await expect
      .poll(() => outboxTo(email).some((mail) => mail.includes('The card for your recurring gift has changed')), {
        timeout: 15_000,
      })
      .toBe(true);

    // Cancel, confirmed in the dialog (keyboard-reachable), and the gift shows cancelled.
    await gift.getByRole('button', { name: /^Cancel recurring donation/ }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText('Cancel this recurring donation?')).toBeVisible();
    await expectAccessibleInBothThemes(page, 'manage cancel confirmation');
    await dialog.getByRole('button', { name: 'Cancel donation' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toasts(page).getByText('Your recurring gift has been cancelled.', { exact: false })).toBeVisible();
    await expect(gift.getByText('Cancelled')).toBeVisible();
    await expect(gift.getByText('This gift has ended. No further payments will be taken.')).toBeVisible();
    await expect(gift.getByRole('button', { name: /Pause|Resume/ })).toHaveCount(0);

    // The link worked once: opened again, it says so and offers to send a new one.
    await page.goto(link);
    await expect(page.getByText('This link has expired or has already been used.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send me a link' })).toBeVisible();

    // The link signed no one in.
    const me = await page.request.get('/api/auth/me');
    expect(await me.json()).toBeNull();

    // The site's footer leads to the page too.
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Manage my recurring gift' }).click();
    await expect(page).toHaveURL(/\/manage-recurring$/);
    await expect(page.getByRole('heading', { name: 'Manage my recurring gift' })).toBeVisible();
  });
});
