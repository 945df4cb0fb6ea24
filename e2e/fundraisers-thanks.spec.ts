import fs from 'node:fs';
import { fundraiserMessages as m } from '@causeway/contracts';
import { expect, test, type APIRequestContext } from './support/test';
import { adminApi } from './support/admin';
import { fundraiserPage, fundraisingCampaign } from './support/fundraisers';
import { paidGift } from './support/gifts';
import { outboxTo } from './support/outbox';
import { expectAccessibleInBothThemes, storeSystemTheme } from './support/security';
import { contextFor } from './support/sessions';

/**
 * A fundraiser thanks a supporter (issue 25): a guest gives $40 through a supporter's page; in "My fundraisers" the
 * page shows the gift, its owner opens the supporters, thanks the guest (the e-mail goes out, the row says
 * Thanked) and downloads the supporters as CSV. On a 390 px phone, the thank-you dialog checked by axe in both
 * themes.
 */

const PAGE_TITLE = 'Grace bakes for the shelter';
let admin: APIRequestContext;
let campaignId: number;

test.beforeAll(async ({ playwright }) => {
  admin = await adminApi(playwright);
  ({ id: campaignId } = await fundraisingCampaign(admin, { title: 'Shelter appeal' }));
});

test.afterAll(async () => {
  await admin.delete(`/api/campaigns/${campaignId}`);
  await admin.dispose();
});

test('the owner sees the gift, thanks the supporter once and downloads the supporters', async ({
  browser,
  playwright,
}) => {
  const donorContext = await contextFor(browser, 'donor');
  const { id: fundraiserId } = await fundraiserPage(donorContext.request, campaignId, {
    title: PAGE_TITLE,
    story: 'Every cake buys a night of shelter.',
    goal: 20_000,
  });

  const guestEmail = `thanked-${Date.now().toString(36)}@example.org`;
  const guest = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await paidGift(guest, {
    campaignId,
    amount: 4_000,
    fundraiserId,
    guestEmail,
    guestFirstName: 'Rosalind',
    guestLastName: 'Franklin',
  });
  await guest.dispose();

  const page = await donorContext.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await storeSystemTheme(page);
  await page.goto('/dashboard?tab=fundraisers');
  const card = page.getByRole('article', { name: PAGE_TITLE });
  await expect(card.getByText('$40', { exact: true })).toBeVisible();
  await expect(card.getByText('1 gift', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: `View supporters ${PAGE_TITLE}` }).click();
  const supporters = card.getByRole('region', { name: `Supporters of ${PAGE_TITLE}` });
  await supporters.getByRole('button', { name: /^Thank Rosalind/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Say thank you' });
  await dialog.getByRole('button', { name: 'Send thank-you' }).click();
  await expect(dialog.getByText(m.thanksRequired)).toBeVisible();
  await expectAccessibleInBothThemes(page, 'thank-you dialog');
  await dialog.getByLabel('Your message').fill('Thank you, Rosalind! The shelter stays warm tonight.');
  await dialog.getByRole('button', { name: 'Send thank-you' }).click();
  await expect(dialog).toBeHidden();
  await expect(supporters.getByText('Thanked', { exact: true })).toBeVisible();
  await expect(supporters.getByRole('button', { name: /^Thank Rosalind/ })).toHaveCount(0);
  await expect
    .poll(() => outboxTo(guestEmail).some((mail) => mail.includes('The shelter stays warm tonight.')))
    .toBe(true);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: /^Download CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain('Rosalind');
  expect(csv).not.toContain(guestEmail);

  await donorContext.close();
});
