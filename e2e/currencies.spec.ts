import { formatCurrency } from '@causeway/contracts';
import { pdfText } from '../apps/server/src/test/pdf-text';
import { paidGift, payWithTestCardOnPage, WATER } from './support/gifts';
import { outboxTo } from './support/outbox';
import { newDonor } from './support/sessions';
import { expect, test, type APIRequestContext, type Page } from './support/test';

// Issue 26: campaigns in other currencies, given to through the sandbox end to end. The demo data has a euro and
// a yen campaign (apps/server/src/db/seed/demo-content.ts).
const EUROS = 'Regrow the Burned Oak Forests of the Serra da Estrela';
const YEN = 'Warm Meals and Home Repairs after the Noto Earthquake';

type Campaign = { id: number; title: string; currency: string; amountRaised: number; goal: number };

async function campaignByTitle(request: APIRequestContext, title: string): Promise<Campaign> {
  const response = await request.get('/api/campaigns?status=active&limit=100');
  expect(response.ok()).toBe(true);
  const found = ((await response.json()) as Campaign[]).find((c) => c.title === title);
  expect(found, `demo campaign '${title}'`).toBeDefined();
  return found!;
}

/** A new donor, signed in in the page's context (page.request shares its cookies). */
async function signedInDonor(page: Page) {
  const donor = newDonor('currency');
  const registered = await page.request.post('/api/auth/register', {
    data: { ...donor, firstName: 'Inês', lastName: 'Carvalho', role: 'donor' },
  });
  expect(registered.status()).toBe(201);
  return donor;
}

test.describe('giving in another currency', () => {
  test('a donor gives €25 to the euro campaign: page, presets, success, receipt e-mail and PDF, statement in euros', async ({
    page,
  }) => {
    const donor = await signedInDonor(page);
    // A gift in US dollars too, so this year's statement has a section per currency.
    const water = await campaignByTitle(page.request, WATER);
    await paidGift(page.request, { campaignId: water.id, amount: 4_000 });
    const campaign = await campaignByTitle(page.request, EUROS);
    expect(campaign.currency).toBe('eur');

    // The campaign page: raised and goal in euros.
    await page.goto(`/campaigns/${campaign.id}`);
    await expect(page.getByRole('heading', { level: 1, name: EUROS })).toBeVisible();
    const raised = formatCurrency(campaign.amountRaised, { wholeDollars: true, currency: 'eur' });
    expect(raised).toMatch(/^€[\d,]+$/);
    await expect(page.getByText(raised, { exact: true }).first()).toBeVisible();
    await expect(page.getByText('of €30,000', { exact: true }).first()).toBeVisible();

    // The donation page: the presets in euros, €5 chosen first; €25 typed as 25 in the euro field.
    await page.goto(`/donate/${campaign.id}`);
    await expect(page.getByRole('heading', { level: 1, name: EUROS })).toBeVisible();
    for (const preset of ['€1', '€5', '€25', '€50']) {
      await expect(page.getByRole('radio', { name: preset, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('radio', { name: '€5', exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: '$5', exact: true })).toHaveCount(0);
    await page.getByRole('radio', { name: '€25', exact: true }).check();
    await expect(page.getByLabel('Other amount (EUR)')).toHaveValue('25');
    await payWithTestCardOnPage(page);

    // The success page says €25, and the campaign counts 2,500 euro cents more.
    await expect(page).toHaveURL(new RegExp(`/donation-success\\?campaign=${campaign.id}&amount=25&`));
    await expect(page.getByText('€25', { exact: true })).toBeVisible();
    await expect
      .poll(async () => (await campaignByTitle(page.request, EUROS)).amountRaised)
      .toBe(campaign.amountRaised + 2_500);

    // The receipt e-mail says €25.00, and the PDF it links to draws €25.00.
    let receipt = '';
    await expect
      .poll(
        () => {
          receipt = outboxTo(donor.email).find((mail) => mail.includes(EUROS)) ?? '';
          return receipt;
        },
        { timeout: 15_000 },
      )
      .not.toBe('');
    expect(receipt).toContain('€25.00');
    expect(receipt).not.toContain('$25.00');
    const link = /Download this receipt as a PDF: (\S+)/.exec(receipt)?.[1];
    expect(link, 'the receipt links to its PDF').toBeDefined();
    const pdf = await page.request.get(link!);
    expect(pdf.status()).toBe(200);
    const receiptPdf = pdfText(await pdf.body());
    expect(receiptPdf).toContain('€25.00');
    expect(receiptPdf).toContain(EUROS);

    // This year's statement: one section in euros and one in US dollars, never added together.
    const year = new Date().getUTCFullYear();
    const statement = await page.request.get(`/api/users/me/statements/${year}`);
    expect(statement.status()).toBe(200);
    const statementPdf = pdfText(await statement.body());
    expect(statementPdf).toContain('Gifts in EUR');
    expect(statementPdf).toContain('Total contributed (EUR)');
    expect(statementPdf).toContain('€25.00');
    expect(statementPdf).toContain('Gifts in USD');
    expect(statementPdf).toContain('$40.00');
    expect(statementPdf).not.toContain('$65.00');
  });

  test('a yen gift is whole yen everywhere: ¥2,500 is 2500, never ¥25', async ({ page }) => {
    await signedInDonor(page);
    const campaign = await campaignByTitle(page.request, YEN);
    expect(campaign.currency).toBe('jpy');

    await page.goto(`/campaigns/${campaign.id}`);
    await expect(page.getByText('of ¥10,000,000', { exact: true }).first()).toBeVisible();
    await expect(
      page.getByText(formatCurrency(campaign.amountRaised, { currency: 'jpy' }), { exact: true }).first(),
    ).toBeVisible();

    await page.goto(`/donate/${campaign.id}`);
    for (const preset of ['¥100', '¥500', '¥2,500', '¥5,000']) {
      await expect(page.getByRole('radio', { name: preset, exact: true })).toBeVisible();
    }
    await page.getByRole('radio', { name: '¥2,500', exact: true }).check();
    await expect(page.getByLabel('Other amount (JPY)')).toHaveValue('2500');
    await payWithTestCardOnPage(page);
    await expect(page.getByText('¥2,500', { exact: true })).toBeVisible();
    await expect(page.getByText('¥25', { exact: true })).toHaveCount(0);

    // Stored as 2500 (yen), not 250000: the gift in the donor's history and the campaign's total.
    const history = await page.request.get('/api/users/me/donations?page=1&limit=10');
    const gifts = ((await history.json()) as { items: { amount: number }[] }).items;
    expect(gifts.map((g) => g.amount)).toEqual([2_500]);
    await expect
      .poll(async () => (await campaignByTitle(page.request, YEN)).amountRaised)
      .toBe(campaign.amountRaised + 2_500);
  });
});
