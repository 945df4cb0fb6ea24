import { tributeFieldLabels as l, tributeMessages } from '@causeway/contracts';
import { expect, test, type Page } from './support/test';
import { seriousViolations } from './support/axe';
import { waterCampaign, payWithTestCardOnPage } from './support/gifts';
import { outboxTo } from './support/outbox';
import { contextFor } from './support/sessions';

/**
 * "Dedicate this gift" (issue 24, item 1): a guest gives $25 in memory of someone with a recipient's e-mail through
 * the sandbox card, and the recipient's card is in the outbox; axe on the donation page with the dedication open, in
 * the light and the dark theme.
 */

const dedication = (page: Page) => page.getByRole('group', { name: l.dedicate });

async function openDedication(page: Page) {
  await page.getByRole('checkbox', { name: l.dedicate }).check();
  await expect(page.getByRole('radio', { name: 'In honour of' })).toBeChecked();
  await page.getByRole('radio', { name: 'In memory of' }).check();
}

test.describe('tributes', () => {
  test('a guest gives $25 in memory of someone and the recipient gets the card', async ({ browser, request }) => {
    const { id } = await waterCampaign(request);
    const recipient = `tribute-${Date.now().toString(36)}@example.org`;
    const context = await contextFor(browser, 'guest');
    const page = await context.newPage();
    await page.goto(`/donate/${id}`);
    await page.getByRole('radio', { name: '$25' }).check();
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email', { exact: true }).fill('grace.tribute@example.org');

    await openDedication(page);
    // The server's messages, before anything is sent.
    await page.getByLabel(l.recipientEmail).fill('not-an-address');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(dedication(page).getByText(tributeMessages.honoreeRequired)).toBeVisible();
    await expect(dedication(page).getByText(tributeMessages.recipientEmailInvalid)).toBeVisible();

    await page.getByLabel(l.honoreeName).fill('Jane Doe');
    await page.getByLabel(l.recipientName).fill('Sam Doe');
    await page.getByLabel(l.recipientEmail).fill(recipient);
    await page.getByLabel(l.message).fill('Jane loved clean rivers.');
    await payWithTestCardOnPage(page);

    await expect.poll(() => outboxTo(recipient).length, { timeout: 15_000, message: "the recipient's card" }).toBe(1);
    const [card] = outboxTo(recipient);
    expect(card).toContain('Subject: Grace Hopper made a gift in memory of Jane Doe');
    expect(card).toContain('Dear Sam Doe,');
    expect(card).toContain('Jane loved clean rivers.');
    // The donor did not tick "Show the amount".
    expect(card).not.toContain('$25');
    // The donor's receipt names the dedication.
    await expect
      .poll(() => outboxTo('grace.tribute@example.org').some((m) => /Dedication\s+In memory of Jane Doe/.test(m)), {
        timeout: 15_000,
      })
      .toBe(true);
    await context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the donation page with the dedication open has no serious or critical axe violation (${theme})`, async ({
      browser,
      request,
    }) => {
      const { id } = await waterCampaign(request);
      const context = await contextFor(browser, 'guest', theme);
      const page = await context.newPage();
      await page.goto(`/donate/${id}`);
      await openDedication(page);
      await page.getByLabel(l.recipientEmail).fill('bad');
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(dedication(page).getByText(tributeMessages.honoreeRequired)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
