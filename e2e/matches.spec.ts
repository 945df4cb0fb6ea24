import { matchMessages as m } from '@causeway/contracts';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { adminApi, createCampaign } from './support/admin';
import { seriousViolations } from './support/axe';
import { contextFor } from './support/sessions';

/**
 * Matched giving (issue 24, item 3): an administrator adds a 1:1 match in the campaign editor (the form's errors by
 * field first), and the donation page says "Your $25 becomes $50, thanks to …". axe on the admin matches screen and
 * on the donation page's notice, in the light and the dark theme.
 */

const SPONSOR = 'Acme Foundation';
let admin: APIRequestContext;
let campaignId: number;

test.beforeAll(async ({ playwright }) => {
  admin = await adminApi(playwright);
  campaignId = await createCampaign(admin, {
    title: `Matched appeal ${Date.now().toString(36)}`,
    shortDescription: 'An appeal whose gifts a sponsor matches.',
    description: 'This appeal has a sponsor who matches every gift while the match runs, for the E2E suite. '.repeat(2),
  });
});

test.afterAll(async () => {
  await admin.delete(`/api/campaigns/${campaignId}`);
  await admin.dispose();
});

async function expectNoSeriousViolations(page: Page) {
  // The pointer off the button it last clicked: axe checks the page at rest, not a hover colour.
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);
}

test.describe('matched giving', () => {
  test('an administrator adds a 1:1 match; the donation page says what $25 becomes', async ({ browser }) => {
    const adminContext = await contextFor(browser, 'admin');
    const page = await adminContext.newPage();
    await page.goto(`/admin/campaigns/${campaignId}/edit?tab=matches`);
    await expect(page.getByRole('tab', { name: m.sectionTitle })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(m.empty)).toBeVisible();
    await expectNoSeriousViolations(page);

    // Nothing filled in: the server's messages, each under its field.
    await page.getByRole('button', { name: m.addButton }).click();
    const form = page.getByRole('form', { name: 'Add a match' });
    await form.getByRole('button', { name: 'Save match' }).click();
    await expect(form.getByText(m.sponsorRequired)).toBeVisible();
    await expect(form.getByText(m.capMin)).toBeVisible();
    await expect(form.getByLabel('Sponsor')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page);

    await form.getByLabel('Sponsor').fill(SPONSOR);
    await expect(form.getByLabel('Ratio')).toHaveValue('100');
    await form.getByLabel('Cap (USD)').fill('5000');
    await form.getByRole('button', { name: 'Save match' }).click();
    const item = page.getByRole('list', { name: 'Matches' }).getByRole('listitem').filter({ hasText: SPONSOR });
    await expect(item).toContainText('Live');
    await expect(item).toContainText('1:1');
    await expect(item).toContainText('$0 of $5,000');
    await expectNoSeriousViolations(page);
    await adminContext.close();

    const guest = await contextFor(browser, 'guest');
    const donor = await guest.newPage();
    await donor.goto(`/donate/${campaignId}?amount=25`);
    const notice = donor.getByTestId('match-notice');
    await expect(notice).toHaveText(`Your $25 becomes $50, thanks to ${SPONSOR}`);
    await donor.getByLabel('Other amount').fill('40');
    await expect(notice).toHaveText(`Your $40 becomes $80, thanks to ${SPONSOR}`);
    await expectNoSeriousViolations(donor);

    // The campaign page says who matches, and what a gift becomes.
    await donor.goto(`/campaigns/${campaignId}`);
    const section = donor.getByRole('region', { name: m.sectionTitle });
    await expect(section).toContainText(`${SPONSOR} is matching gifts 1:1, with $5,000 of matching left`);
    await expect(section).toContainText(`Your $25 becomes $50, thanks to ${SPONSOR}`);
    await expectNoSeriousViolations(donor);
    await guest.close();
  });

  test('the matches screen and the donation page notice pass axe in the dark theme', async ({ browser }) => {
    const adminContext = await contextFor(browser, 'admin', 'dark');
    const page = await adminContext.newPage();
    await page.goto(`/admin/campaigns/${campaignId}/edit?tab=matches`);
    await expect(page.getByRole('list', { name: 'Matches' }).getByRole('listitem')).toHaveCount(1);
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: m.addButton }).click();
    await page.getByRole('form', { name: 'Add a match' }).getByRole('button', { name: 'Save match' }).click();
    await expect(page.getByText(m.sponsorRequired)).toBeVisible();
    await expectNoSeriousViolations(page);
    await adminContext.close();

    const guest = await contextFor(browser, 'guest', 'dark');
    const donor = await guest.newPage();
    await donor.goto(`/donate/${campaignId}?amount=25`);
    await expect(donor.getByTestId('match-notice')).toHaveText(`Your $25 becomes $50, thanks to ${SPONSOR}`);
    await expectNoSeriousViolations(donor);
    await donor.goto(`/campaigns/${campaignId}`);
    await expect(donor.getByRole('region', { name: m.sectionTitle })).toBeVisible();
    await expectNoSeriousViolations(donor);
    await guest.close();
  });
});
