import { expect, test, type APIRequestContext, type Page } from './support/test';

// A demo campaign seeded on the fresh database of every run (apps/server/src/db/seed/demo-content.ts).
const WATER = 'Clean Water for Kisoro Villages';
const REFUSAL =
  'This card pays for your recurring donations. Add or choose another card as your default before removing it.';

type Recurring = { id: number; amount: number; status: 'active' | 'paused' | 'cancelled' };
type Card = { id: number; brand: string; last4: string; isDefault: boolean };

/** The toast list (Radix labels its region 'Notifications (F8)'); screen-reader copies live outside it. */
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

function uniqueDonor() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `regular_${id}`, email: `regular-${id}@example.org`, password: 'a-good-password' };
}

async function campaignId(request: APIRequestContext, title: string): Promise<number> {
  const response = await request.get('/api/campaigns?status=active&limit=100');
  expect(response.ok()).toBe(true);
  const found = ((await response.json()) as { id: number; title: string }[]).find((c) => c.title === title);
  expect(found, `demo campaign '${title}'`).toBeDefined();
  return found!.id;
}

/** A new signed-in donor: page.request shares the page's cookies. Registration is rate-limited per IP. */
async function registerDonor(page: Page, firstName: string) {
  const registered = await page.request.post('/api/auth/register', {
    data: { ...uniqueDonor(), firstName, lastName: 'Lovelace', role: 'donor' },
  });
  expect(registered.status()).toBe(201);
}

/**
 * A $50 monthly gift paid with the sandbox's 4242 card, saved as the donor's card. The donation page's own
 * journey is in donations.spec.ts; here the gift is started through the same API calls the page makes.
 */
async function startMonthlyGift(page: Page): Promise<Recurring> {
  const created = await page.request.post('/api/donations/create-subscription-intent', {
    data: {
      campaignId: await campaignId(page.request, WATER),
      amount: 5000,
      interval: 'monthly',
      savePaymentMethod: true,
    },
  });
  expect(created.status()).toBe(201);
  const { clientSecret } = (await created.json()) as { clientSecret: string };
  const confirmed = await page.request.post('/api/payments/sandbox/confirm', {
    data: { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
  });
  expect(((await confirmed.json()) as { status: string }).status).toBe('succeeded');

  let gift: Recurring | undefined;
  await expect
    .poll(async () => {
      const list = (await (await page.request.get('/api/recurring-donations/user')).json()) as Recurring[];
      gift = list[0];
      return gift?.status;
    })
    .toBe('active');
  return gift!;
}

async function giftOf(page: Page, id: number): Promise<Recurring> {
  const list = (await (await page.request.get('/api/recurring-donations/user')).json()) as Recurring[];
  return list.find((gift) => gift.id === id)!;
}

async function cardsOf(page: Page): Promise<Card[]> {
  return (await (await page.request.get('/api/payment-methods/user')).json()) as Card[];
}

async function openTab(page: Page, name: 'Recurring' | 'Payment Methods') {
  await page.goto('/dashboard');
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test.describe('donor dashboard: recurring gifts and saved cards', () => {
  test('a donor pauses, resumes, changes and cancels a monthly gift, then manages their cards', async ({ page }) => {
    await registerDonor(page, 'Ada');

    // Before any gift: both tabs say so, and Recurring points to the campaigns.
    await openTab(page, 'Recurring');
    const recurringPanel = page.getByRole('tabpanel', { name: 'Recurring' });
    await expect(recurringPanel.getByRole('heading', { name: 'No recurring donations yet' })).toBeVisible();
    await expect(recurringPanel.getByRole('link', { name: 'Find a campaign' })).toHaveAttribute('href', '/');
    await page.getByRole('tab', { name: 'Payment Methods' }).click();
    const cardsPanel = page.getByRole('tabpanel', { name: 'Payment Methods' });
    await expect(cardsPanel.getByRole('heading', { name: 'No saved cards yet' })).toBeVisible();
    await expect(cardsPanel.getByRole('button', { name: 'Add card' })).toBeVisible();

    const gift = await startMonthlyGift(page);
    await openTab(page, 'Recurring');

    const card = page.getByRole('article', { name: WATER });
    await expect(card.getByText('$50', { exact: true })).toBeVisible();
    await expect(card.getByText('Monthly', { exact: true })).toBeVisible();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(card.getByText(/^Next payment: \w+ \d{1,2}, \d{4}$/)).toBeVisible();

    // Pause: no next payment date while paused (spec section 2), and the toggle offers Resume.
    await card.getByRole('button', { name: `Pause recurring donation to ${WATER}` }).click();
    await expect(toasts(page).getByText('Recurring donation paused')).toBeVisible();
    await expect(card.getByText('Paused', { exact: true })).toBeVisible();
    await expect(card.getByText(/Next payment/)).toHaveCount(0);
    expect((await giftOf(page, gift.id)).status).toBe('paused');

    await card.getByRole('button', { name: `Resume recurring donation to ${WATER}` }).click();
    await expect(toasts(page).getByText('Recurring donation resumed')).toBeVisible();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(card.getByText(/^Next payment: /)).toBeVisible();
    expect((await giftOf(page, gift.id)).status).toBe('active');

    // Change the amount: the donation form's bounds and wording, then a new amount from the next payment on.
    await card.getByRole('button', { name: /^Change amount/ }).click();
    const amountDialog = page.getByRole('dialog', { name: 'Change amount' });
    await expect(amountDialog.getByText(/applies from your next payment on/)).toBeVisible();
    const amountField = amountDialog.getByLabel('New amount (USD)');
    await expect(amountField).toHaveValue('50');
    await amountField.fill('abc');
    await amountDialog.getByRole('button', { name: 'Save new amount' }).click();
    await expect(amountDialog.getByText('Please enter a valid amount')).toBeVisible();
    await amountField.fill('0.5');
    await amountDialog.getByRole('button', { name: 'Save new amount' }).click();
    await expect(amountDialog.getByText('Minimum donation amount is $1')).toBeVisible();
    await amountField.fill('100001');
    await amountDialog.getByRole('button', { name: 'Save new amount' }).click();
    await expect(amountDialog.getByText('Maximum donation amount is $100,000')).toBeVisible();
    await amountField.fill('35');
    await amountDialog.getByRole('button', { name: 'Save new amount' }).click();
    await expect(toasts(page).getByText('Recurring donation updated')).toBeVisible();
    await expect(amountDialog).toHaveCount(0);
    await expect(card.getByText('$35', { exact: true })).toBeVisible();
    expect((await giftOf(page, gift.id)).amount).toBe(3500);

    // Cancel asks first; keeping it changes nothing.
    await card.getByRole('button', { name: `Cancel recurring donation to ${WATER}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this recurring donation?' });
    await expect(confirm).toContainText(WATER);
    await expect(confirm).toContainText('$35');
    await expect(confirm).toContainText('permanent');
    await confirm.getByRole('button', { name: 'Keep donation' }).click();
    await expect(confirm).toHaveCount(0);
    expect((await giftOf(page, gift.id)).status).toBe('active');

    await card.getByRole('button', { name: `Cancel recurring donation to ${WATER}` }).click();
    await confirm.getByRole('button', { name: 'Cancel donation' }).click();
    await expect(toasts(page).getByText('Subscription cancelled')).toBeVisible();
    await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
    // Cancel is final: no Cancel, toggle or new amount for a cancelled gift.
    await expect(card.getByRole('button')).toHaveCount(0);
    await expect(card.getByText(/Next payment/)).toHaveCount(0);
    expect((await giftOf(page, gift.id)).status).toBe('cancelled');

    // Payment Methods: the card the gift was paid with is the default.
    await page.getByRole('tab', { name: 'Payment Methods' }).click();
    const visa = page.getByRole('article', { name: /^Visa ending in 4242, expires 12\/2034, default card$/ });
    await expect(visa.getByText('Default', { exact: true })).toBeVisible();
    await expect(visa.getByText('Expires 12/2034')).toBeVisible();

    // Add a card in test mode: a declined card keeps the dialog open with the reason, then a Mastercard.
    await page.getByRole('button', { name: 'Add card' }).click();
    const addDialog = page.getByRole('dialog', { name: /Add a card/ });
    await expect(addDialog.getByText('Test mode', { exact: true })).toBeVisible();
    await addDialog.getByLabel('Card number').fill('4000 0000 0000 0002');
    await addDialog.getByLabel('Expiry (MM / YY)').fill('11 / 33');
    await addDialog.getByLabel('CVC').fill('123');
    await addDialog.getByRole('button', { name: 'Save card' }).click();
    await expect(addDialog.getByText(/The card was not saved\. Your card was declined\./)).toBeVisible();
    await expect(toasts(page).getByText('Failed to add payment method')).toBeVisible();
    // A toast over the modal dialog can be closed, and closing it leaves the dialog open.
    await toasts(page).getByRole('button', { name: 'Close' }).click();
    await expect(toasts(page).getByText('Failed to add payment method')).toHaveCount(0);
    await expect(addDialog).toBeVisible();

    // The test-card hints fill the number and keep the expiry and CVC already typed.
    await addDialog.getByRole('button', { name: 'Use test card 5555 5555 5555 4444' }).click();
    await expect(addDialog.getByLabel('Card number')).toHaveValue('5555 5555 5555 4444');
    await addDialog.getByRole('button', { name: 'Save card' }).click();
    await expect(toasts(page).getByText('Payment method added')).toBeVisible();
    await expect(addDialog).toHaveCount(0);
    const mastercard = page.getByRole('article', { name: /^Mastercard ending in 4444, expires 11\/2033/ });
    await expect(mastercard).toBeVisible();
    await expect(mastercard).not.toHaveAccessibleName(/default card/);

    await mastercard.getByRole('button', { name: /^Set as default/ }).click();
    await expect(toasts(page).getByText('Default payment method updated')).toBeVisible();
    await expect(mastercard.getByText('Default', { exact: true })).toBeVisible();
    const oldVisa = page.getByRole('article', { name: /^Visa ending in 4242/ });
    await expect(oldVisa.getByText('Default', { exact: true })).toHaveCount(0);

    await oldVisa.getByRole('button', { name: /^Remove/ }).click();
    const removeDialog = page.getByRole('alertdialog', { name: 'Remove this card?' });
    await expect(removeDialog).toContainText('Visa •••• 4242');
    await removeDialog.getByRole('button', { name: 'Remove card' }).click();
    await expect(toasts(page).getByText('Payment method removed')).toBeVisible();
    await expect(oldVisa).toHaveCount(0);
    expect((await cardsOf(page)).map((c) => [c.last4, c.isDefault])).toEqual([['4444', true]]);
  });

  test('the card that pays for an active recurring gift cannot be removed, and the donor is told why', async ({
    page,
  }) => {
    await registerDonor(page, 'Grace');
    await startMonthlyGift(page);
    await openTab(page, 'Payment Methods');

    const visa = page.getByRole('article', { name: /^Visa ending in 4242, .*default card$/ });
    await visa.getByRole('button', { name: /^Remove/ }).click();
    await page
      .getByRole('alertdialog', { name: 'Remove this card?' })
      .getByRole('button', { name: 'Remove card' })
      .click();

    await expect(toasts(page).getByText('Failed to remove payment method')).toBeVisible();
    await expect(toasts(page).getByText(REFUSAL)).toBeVisible();
    await expect(visa).toBeVisible();
    expect((await cardsOf(page)).map((c) => c.last4)).toEqual(['4242']);
  });
});
