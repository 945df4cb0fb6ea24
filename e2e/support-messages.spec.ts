import { supportMessageLabels as l, SUPPORT_MESSAGE_MAX } from '@causeway/contracts';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { adminApi, createCampaign } from './support/admin';
import { seriousViolations } from './support/axe';
import { contextFor } from './support/sessions';
import { payWithTestCardOnPage } from './support/gifts';

/**
 * Words of support (issue 24, item 2): a guest gives with a message, which appears on the campaign page; an
 * administrator hides it in the campaign editor and it is gone from the page. axe on the campaign page's section
 * and on the moderation tab, in the light and the dark theme.
 */

const MESSAGE_LINES = ['Thinking of everyone in Kisoro.', 'Keep going!'];
const MESSAGE = MESSAGE_LINES.join('\n');

let admin: APIRequestContext;
let campaignId: number;

test.beforeAll(async ({ playwright }) => {
  admin = await adminApi(playwright);
  campaignId = await createCampaign(admin, {
    title: `Words of support appeal ${Date.now().toString(36)}`,
    shortDescription: 'An appeal whose donors leave words of support.',
    description: 'This appeal collects gifts and the kind words donors leave with them, for the E2E suite. '.repeat(2),
  });
});

test.afterAll(async () => {
  // It has a gift now, so it is archived rather than deleted: gone from the public lists either way.
  await admin.delete(`/api/campaigns/${campaignId}`);
  await admin.dispose();
});

const section = (page: Page) => page.getByRole('region', { name: l.section });

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test.describe('words of support', () => {
  test('a guest leaves words of support; the campaign page shows them; an administrator hides them', async ({
    browser,
  }) => {
    // The guest gives $25 with a message and lets the amount show.
    const guest = await contextFor(browser, 'guest');
    const page = await guest.newPage();
    await page.goto(`/donate/${campaignId}?amount=25`);
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill('grace.hopper@example.org');
    const box = page.getByRole('textbox', { name: /Words of support/ });
    await expect(page.getByText(l.charactersLeft(SUPPORT_MESSAGE_MAX))).toBeVisible();
    await box.fill(MESSAGE);
    await expect(page.getByText(l.charactersLeft(SUPPORT_MESSAGE_MAX - MESSAGE.length))).toBeVisible();
    await expect(page.getByRole('checkbox', { name: l.showName })).toBeChecked();
    await page.getByRole('checkbox', { name: l.showAmount }).check();
    await payWithTestCardOnPage(page);

    // The campaign page lists it: the name, the amount, the text with its line break.
    await page.goto(`/campaigns/${campaignId}`);
    const entry = section(page).getByRole('listitem').filter({ hasText: MESSAGE_LINES[0]! });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('Grace H.');
    await expect(entry).toContainText('$25');
    expect(await entry.locator('p').last().innerText()).toBe(MESSAGE);
    // Server-rendered into the page's HTML as well (the campaign page's public queries are rendered on the server).
    const pageHtml = async () => (await guest.request.get(`/campaigns/${campaignId}`)).text();
    expect(await pageHtml()).toContain(MESSAGE_LINES[0]);
    await expectNoSeriousViolations(page);

    // The administrator reviews the campaign's messages, checks the screen, and hides this one.
    const moderator = await contextFor(browser, 'admin');
    const adminPage = await moderator.newPage();
    await adminPage.goto(`/admin/campaigns/${campaignId}/edit?tab=support`);
    await expect(adminPage.getByRole('tab', { name: l.moderationTitle })).toHaveAttribute('aria-selected', 'true');
    const message = adminPage.getByRole('article', { name: 'Message from Grace Hopper' });
    await expect(message).toContainText(MESSAGE_LINES[1]!);
    await expect(message).toContainText('grace.hopper@example.org');
    await expect(message.getByText(l.visible, { exact: true })).toBeVisible();
    await expectNoSeriousViolations(adminPage);
    await message.getByRole('button', { name: /^Hide/ }).click();
    await expect(message.getByText(l.hidden, { exact: true })).toBeVisible();
    await expect(message.getByRole('button', { name: /^Unhide/ })).toBeVisible();
    await expectNoSeriousViolations(adminPage);

    // Gone from the campaign page: its empty state instead.
    await page.goto(`/campaigns/${campaignId}`);
    await expect(section(page).getByText(l.emptyTitle)).toBeVisible();
    await expect(page.getByText(MESSAGE_LINES[0]!)).toHaveCount(0);
    expect(await pageHtml()).not.toContain(MESSAGE_LINES[0]);
    expect(await (await guest.request.get(`/api/campaigns/${campaignId}/support-messages`)).text()).not.toContain(
      MESSAGE_LINES[0],
    );
    await moderator.close();
    await guest.close();
  });

  test('the section and the moderation tab have no serious or critical axe violation in the dark theme', async ({
    browser,
  }) => {
    // A message of its own, shown, so the dark theme is checked with an entry on both screens.
    const api = await contextFor(browser, 'guest');
    const intent = await api.request.post('/api/donations/create-payment-intent', {
      data: {
        campaignId,
        amount: 1_000,
        guestEmail: 'ada@example.org',
        guestFirstName: 'Ada',
        guestLastName: 'Lovelace',
        supportMessage: { body: 'Dark theme words', showName: false },
      },
    });
    expect(intent.status()).toBe(201);
    const { clientSecret } = (await intent.json()) as { clientSecret: string };
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };
    expect((await api.request.post('/api/payments/sandbox/confirm', { data: { clientSecret, card } })).ok()).toBe(true);
    await api.close();

    const guest = await contextFor(browser, 'guest', 'dark');
    const page = await guest.newPage();
    await page.goto(`/campaigns/${campaignId}`);
    const entry = section(page).getByRole('listitem').filter({ hasText: 'Dark theme words' });
    await expect(entry).toContainText('Anonymous');
    await expectNoSeriousViolations(page);
    await guest.close();

    const moderator = await contextFor(browser, 'admin', 'dark');
    const adminPage = await moderator.newPage();
    await adminPage.goto(`/admin/campaigns/${campaignId}/edit?tab=support`);
    await expect(adminPage.getByText('Dark theme words')).toBeVisible();
    await expectNoSeriousViolations(adminPage);
    await moderator.close();
  });
});
