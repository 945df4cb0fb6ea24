import { expect, type APIRequestContext, type Page } from '@playwright/test';

// A demo campaign seeded on the fresh database of every run (apps/server/src/db/seed/demo-content.ts).
export const WATER = 'Clean Water for Kisoro Villages';
/** The sandbox's Visa 4242: its payments succeed. */
export const TEST_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

/** The water campaign as the public list shows it: its id and what it has raised so far. */
export async function waterCampaign(api: APIRequestContext): Promise<{ id: number; amountRaised: number }> {
  const response = await api.get('/api/campaigns?status=active&limit=100');
  expect(response.ok()).toBe(true);
  const found = ((await response.json()) as { id: number; title: string; amountRaised: number }[]).find(
    (c) => c.title === WATER,
  );
  expect(found, `demo campaign '${WATER}'`).toBeDefined();
  return found!;
}

/**
 * A one-time gift given through the API as the donation page does (`body` as POST
 * /api/donations/create-payment-intent takes it) and paid with the sandbox's Visa 4242; answers its donation id.
 */
export async function paidGift(api: APIRequestContext, body: Record<string, unknown>): Promise<number> {
  const intent = await api.post('/api/donations/create-payment-intent', { data: body });
  expect(intent.status()).toBe(201);
  const { clientSecret, donationId } = (await intent.json()) as { clientSecret: string; donationId: number };
  const paid = await api.post('/api/payments/sandbox/confirm', { data: { clientSecret, card: TEST_CARD } });
  expect(((await paid.json()) as { status: string }).status).toBe('succeeded');
  return donationId;
}

/**
 * From the donation page's details step, as a donor does it: Continue to Payment, the sandbox's Visa 4242 typed in
 * the card form, Donate, and the Thank You page.
 */
export async function payWithTestCardOnPage(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Complete your donation' })).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Donate', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible();
}
