import { receiptLineMessages, receiptMailMessages } from '../apps/server/src/i18n/mail-words';
import { seriousViolations } from './support/axe';
import { englishLeftOn, es, spanishOf } from './support/catalogue';
import { outboxTo } from './support/outbox';
import { expect, test, type Page } from './support/test';

/**
 * Issue 26: a visitor whose browser speaks Spanish gives from the home page to the receipt e-mail without meeting
 * a word of ours in English. Each page is checked against every catalogue (support/catalogue.ts): no message the
 * catalogues translate is left in English, and axe finds nothing serious in the Spanish page. The campaign's own
 * title and story are the charity's words and stay as written.
 */
test.use({ locale: 'es-ES' });

async function expectAllSpanish(page: Page, where: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await englishLeftOn(page), `English left on ${where}`).toEqual([]);
  expect(await seriousViolations(page), `axe on ${where}`).toEqual([]);
}

test('home → campaign → donation → success → receipt e-mail, all in Spanish', async ({ page }) => {
  const email = `ana-${Date.now().toString(36)}@example.org`;

  await page.goto('/');
  await expectAllSpanish(page, 'the home page');

  // The first featured campaign, whatever its currency: the journey takes its default amount.
  const card = page.getByRole('main').locator('a[href^="/campaigns/"]').first();
  const title = (await card.innerText()).trim();
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectAllSpanish(page, 'the campaign page');

  await page
    .getByRole('link', { name: es('Donate Now') })
    .first()
    .click();
  await expect(page).toHaveTitle(`${es('Donate to {title}', { title })} | Causeway`);
  await page.getByRole('textbox', { name: es('First name'), exact: true }).fill('Ana');
  await page.getByRole('textbox', { name: es('Last name'), exact: true }).fill('García');
  await page.getByRole('textbox', { name: es('Email'), exact: true }).fill(email);
  await expectAllSpanish(page, 'the donation page');

  await page.getByRole('button', { name: es('Continue to Payment') }).click();
  await expect(page.getByRole('heading', { name: es('Complete your donation') })).toBeVisible();
  await expectAllSpanish(page, 'the payment step');
  await page.getByLabel(es('Card number')).fill('4242 4242 4242 4242');
  await page.getByLabel(es('Expiry (MM / YY)')).fill('12 / 34');
  // 'CVC' reads the same in Spanish.
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: es('Donate'), exact: true }).click();

  await expect(page.getByRole('heading', { name: es('Thank You') })).toBeVisible();
  await expectAllSpanish(page, 'the success page');

  await expect.poll(() => outboxTo(email).length, { timeout: 15_000 }).toBe(1);
  const [receipt] = outboxTo(email);
  expect(receipt).toContain(es(receiptMailMessages.greeting, { name: 'Ana García' }));
  expect(receipt).toContain(es(receiptMailMessages.thanks, { campaign: title }));
  expect(receipt).toContain(es(receiptLineMessages.noGoods));
  // No English line of the receipt is left: each message's words before its first value ('Dear', 'Receipt number').
  for (const message of [...Object.values(receiptMailMessages), ...Object.values(receiptLineMessages)]) {
    const english = message.split('{')[0]!.trim();
    if (english.length > 4 && spanishOf(message) !== message)
      expect(receipt, `the receipt e-mail still says '${english}'`).not.toContain(english);
  }
});
