import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { e2eAdmin } from './support/admin';
import { e2eDataDir } from './support/data-dir';

// Demo campaigns seeded on the fresh database of every run (apps/server/src/db/seed/demo-content.ts).
const WATER = 'Clean Water for Kisoro Villages';

const cards = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authentication: '4000 0025 0000 3155',
};

type CampaignSummary = { id: number; title: string; daysLeft: number | null; acceptingDonations: boolean };
type CampaignDetail = CampaignSummary & {
  currentAmount: number;
  rewards: { id: number; title: string; minimumAmount: number }[];
};

/** E-mails the app wrote to DATA_DIR/outbox (no SMTP_URL in E2E) addressed to `to`. */
function outboxMailsTo(to: string): string[] {
  const folder = path.join(e2eDataDir, 'outbox');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .map((file) => fs.readFileSync(path.join(folder, file), 'utf8'))
    .filter((mail) => mail.includes(`To: ${to}`));
}

/** The toast list (Radix labels its region 'Notifications (F8)'); screen-reader copies live outside it. */
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function activeCampaigns(request: APIRequestContext): Promise<CampaignSummary[]> {
  const response = await request.get('/api/campaigns?status=active&limit=100');
  expect(response.ok()).toBe(true);
  const items = (await response.json()) as CampaignSummary[];
  expect(items.length, 'the E2E server must start with the demo campaigns (DEMO_DATA)').toBeGreaterThan(0);
  return items;
}

async function getCampaign(request: APIRequestContext, id: number): Promise<CampaignDetail> {
  const response = await request.get(`/api/campaigns/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as CampaignDetail;
}

async function campaignByTitle(request: APIRequestContext, title: string): Promise<CampaignDetail> {
  const found = (await activeCampaigns(request)).find((c) => c.title === title);
  expect(found, `demo campaign '${title}'`).toBeDefined();
  return getCampaign(request, found!.id);
}

/**
 * An active campaign whose end date has passed, made through the admin API (the demo data need not have one):
 * the server says it accepts no donations. `remove` deletes it again, so later specs see the demo catalogue as
 * seeded (server-rendering.spec.ts checks the first page of /campaigns).
 */
async function makeEndedCampaign(playwright: { request: { newContext(o: object): Promise<APIRequestContext> } }) {
  const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await admin.post('/api/auth/login', { data: e2eAdmin })).status()).toBe(200);
  const [organization] = (await (await admin.get('/api/admin/organizations')).json()) as { id: number }[];
  const created = await admin.post('/api/campaigns', {
    data: {
      title: `Ended appeal ${Date.now().toString(36)}`,
      shortDescription: 'An appeal whose end date has passed.',
      description: 'This appeal ran for a short while and has ended; it must not take new gifts. '.repeat(2),
      category: 'community_development',
      goal: 100_000,
      startDate: '2026-01-01',
      endDate: '2026-01-02',
      status: 'active',
      organizationId: organization!.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  return {
    id,
    async remove() {
      const deleted = await admin.delete(`/api/campaigns/${id}`);
      const answer = `${deleted.status()} ${await deleted.text()}`;
      await admin.dispose();
      expect(answer).toMatch(/^200 .*"deleted"/);
    },
  };
}

function uniqueDonor() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `giver_${id}`, email: `giver-${id}@example.org`, password: 'a-good-password' };
}

async function fillGuestDetails(page: Page) {
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill('grace.hopper@example.org');
}

async function continueToPayment(page: Page) {
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Complete your donation' })).toBeVisible();
}

async function payWith(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Donate', exact: true }).click();
}

test.describe('donations', () => {
  test('a guest gives $25 with a test card and the verified success page and the campaign total show it', async ({
    page,
    request,
  }) => {
    const campaign = await campaignByTitle(request, WATER);
    await page.goto(`/donate/${campaign.id}`);
    await expect(page).toHaveTitle(`Donate to ${WATER} | Causeway`);
    await expect(page.getByRole('heading', { level: 1, name: WATER })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Campaign' })).toHaveAttribute(
      'href',
      `/campaigns/${campaign.id}`,
    );
    // Spec section 9: $5 is the default amount and one-time the default type.
    await expect(page.getByRole('radio', { name: '$5', exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: /One-time/ })).toBeChecked();

    await page.getByRole('radio', { name: '$25' }).check();
    await expect(page.getByLabel('Other amount (USD)')).toHaveValue('25');
    await fillGuestDetails(page);
    await continueToPayment(page);
    await expect(page.getByText('Test mode').first()).toBeVisible();
    await expect(page.getByText('4242 4242 4242 4242', { exact: true })).toBeVisible();
    await expect(page.getByText('Total today')).toBeVisible();

    await payWith(page, cards.succeeds);
    await expect(page).toHaveURL(
      new RegExp(`/donation-success\\?campaign=${campaign.id}&amount=25&type=one_time&payment_intent=\\w+`),
    );
    await expect(toasts(page).getByText('Donation successful')).toBeVisible();
    await expect(page).toHaveTitle('Thank You | Causeway');
    await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible();
    await expect(page.getByText('$25', { exact: true })).toBeVisible();
    await expect(page.getByText('One-time', { exact: true })).toBeVisible();
    await expect(page.getByText('A receipt has been emailed to you.')).toBeVisible();
    // And it was: the receipt is in the outbox within a few seconds (the mail queue delivers it within a few seconds).
    await expect
      .poll(
        () => outboxMailsTo('grace.hopper@example.org').some((mail) => mail.includes('$25.00') && mail.includes(WATER)),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);

    // Totals come from succeeded donations only: the campaign has exactly $25 more.
    await expect
      .poll(async () => (await getCampaign(request, campaign.id)).currentAmount)
      .toBe(campaign.currentAmount + 2500);
    await page.getByRole('link', { name: 'Back to Campaign' }).click();
    await expect(page).toHaveURL(new RegExp(`/campaigns/${campaign.id}$`));
    const raised = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }).format((campaign.currentAmount + 2500) / 100);
    await expect(page.getByText(raised, { exact: true }).first()).toBeVisible();
  });

  test('a declined card shows Payment Failed and keeps the donor on the payment step', async ({ page, request }) => {
    const campaign = await campaignByTitle(request, WATER);
    await page.goto(`/donate/${campaign.id}`);
    await fillGuestDetails(page);
    await continueToPayment(page);

    await payWith(page, cards.declined);
    await expect(toasts(page).getByText('Payment Failed', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText('Your card was declined.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Complete your donation' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/donate/${campaign.id}$`));

    // The same payment can still be made with another card.
    await page.getByLabel('Card number').fill(cards.succeeds);
    await page.getByRole('button', { name: 'Donate', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible();
  });

  test('a card that needs 3-D Secure is approved in the bank check and reaches Thank You', async ({
    page,
    request,
  }) => {
    const campaign = await campaignByTitle(request, WATER);
    await page.goto(`/donate/${campaign.id}?amount=12`);
    await expect(page.getByLabel('Other amount (USD)')).toHaveValue('12');
    await fillGuestDetails(page);
    await continueToPayment(page);

    await payWith(page, cards.authentication);
    const check = page.getByRole('alertdialog', { name: 'Confirm this payment with your bank' });
    await expect(check).toBeVisible();
    await expect(check.getByText('Test mode', { exact: true })).toBeVisible();
    // The bank's check needs an answer: Escape leaves it open.
    await page.keyboard.press('Escape');
    await expect(check).toBeVisible();
    await check.getByRole('button', { name: 'Complete authentication' }).click();

    await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible();
    await expect(page.getByText('$12', { exact: true })).toBeVisible();
  });

  test('failing the 3-D Secure check keeps the donor on the payment step', async ({ page, request }) => {
    const campaign = await campaignByTitle(request, WATER);
    await page.goto(`/donate/${campaign.id}`);
    await fillGuestDetails(page);
    await continueToPayment(page);

    await payWith(page, cards.authentication);
    await page.getByRole('button', { name: 'Fail authentication' }).click();
    await expect(toasts(page).getByText('Payment Failed', { exact: true })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Complete your donation' })).toBeVisible();
  });

  test("the sandbox's authentication page, opened from its URL, completes the payment", async ({ page, request }) => {
    const campaign = await campaignByTitle(request, WATER);
    const created = await request.post('/api/donations/create-payment-intent', {
      data: {
        campaignId: campaign.id,
        amount: 700,
        guestEmail: 'ida.b.wells@example.org',
        guestFirstName: 'Ida',
        guestLastName: 'Wells',
      },
    });
    expect(created.status()).toBe(201);
    const { clientSecret } = (await created.json()) as { clientSecret: string };
    const confirmed = await request.post('/api/payments/sandbox/confirm', {
      data: {
        clientSecret,
        card: { number: cards.authentication.replace(/ /g, ''), expMonth: 12, expYear: 2034, cvc: '123' },
      },
    });
    const { status, nextActionUrl } = (await confirmed.json()) as { status: string; nextActionUrl: string };
    expect(status).toBe('requires_action');

    await page.goto(nextActionUrl);
    await expect(page).toHaveTitle('Confirm your payment | Causeway');
    await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible();
    await expect(page.getByText('$7', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Campaign' })).toHaveAttribute(
      'href',
      `/campaigns/${campaign.id}`,
    );
  });

  test('a signed-in donor starts a monthly gift and the success page says Monthly Recurring', async ({
    page,
    request,
  }) => {
    const campaign = await campaignByTitle(request, WATER);
    const donor = uniqueDonor();
    // page.request shares the page's cookies: the browser is signed in as the new donor.
    const registered = await page.request.post('/api/auth/register', {
      data: { ...donor, firstName: 'Mary', lastName: 'Jackson', role: 'donor' },
    });
    expect(registered.status()).toBe(201);

    await page.goto(`/donate/${campaign.id}?recurring=true`);
    await expect(page.getByRole('radio', { name: /Recurring/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(page.getByText('Donating as')).toContainText('Mary Jackson');
    await expect(page.getByLabel('First name')).toHaveCount(0);
    await expect(page.getByLabel('Save this card for future donations')).toBeVisible();

    await page.getByRole('radio', { name: '$50' }).check();
    await continueToPayment(page);
    await expect(page.getByText('Total, charged monthly')).toBeVisible();
    await payWith(page, cards.succeeds);

    await expect(toasts(page).getByText('Recurring donation set up')).toBeVisible();
    await expect(page).toHaveURL(/\/donation-success\?.*type=recurring.*payment_intent=/);
    await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible();
    await expect(page.getByText('Monthly Recurring', { exact: true })).toBeVisible();
    await expect(page.getByText('$50', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(/processed monthly/)).toBeVisible();
  });

  test('a signed-in donor saves a card on a first gift and gives again with it', async ({ page, request }) => {
    const campaign = await campaignByTitle(request, WATER);
    const donor = uniqueDonor();
    const registered = await page.request.post('/api/auth/register', {
      data: { ...donor, firstName: 'Katherine', lastName: 'Johnson', role: 'donor' },
    });
    expect(registered.status()).toBe(201);

    // First gift: no saved card yet, so step 2 is the card form; the card is saved with the gift.
    await page.goto(`/donate/${campaign.id}?amount=10`);
    await page.getByLabel('Save this card for future donations').check();
    await continueToPayment(page);
    await expect(page.getByRole('group', { name: 'Pay with' })).toHaveCount(0);
    await payWith(page, cards.succeeds);
    await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible();

    // Second gift: the saved card is offered, marked default and already chosen; no card form is shown.
    const before = (await getCampaign(request, campaign.id)).currentAmount;
    await page.goto(`/donate/${campaign.id}?amount=30`);
    await continueToPayment(page);
    const payWithGroup = page.getByRole('group', { name: 'Pay with' });
    const savedCard = payWithGroup.getByRole('radio', {
      name: /^Visa ending in 4242, expires \d\d\/\d{4}, default card$/,
    });
    await expect(savedCard).toBeChecked();
    await expect(payWithGroup.getByText('Visa •••• 4242', { exact: true })).toBeVisible();
    await expect(payWithGroup.getByText('Default', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    // 'Use a new card' brings the card form back; choosing the saved card again hides it.
    await payWithGroup.getByRole('radio', { name: 'Use a new card' }).check();
    await expect(page.getByLabel('Card number')).toBeVisible();
    await savedCard.check();
    await expect(page.getByLabel('Card number')).toHaveCount(0);

    await page.getByRole('button', { name: 'Donate', exact: true }).click();
    await expect(toasts(page).getByText('Donation successful')).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`/donation-success\\?campaign=${campaign.id}&amount=30&type=one_time&payment_intent=\\w+`),
    );
    await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible();
    await expect(page.getByText('$30', { exact: true })).toBeVisible();
    await expect.poll(async () => (await getCampaign(request, campaign.id)).currentAmount).toBe(before + 3000);
  });

  test('a saved card that needs 3-D Secure asks again on the next gift; failing it keeps the donor on step 2', async ({
    page,
  }) => {
    const registered = await page.request.post('/api/auth/register', {
      data: { ...uniqueDonor(), firstName: 'Dorothy', lastName: 'Vaughan', role: 'donor' },
    });
    expect(registered.status()).toBe(201);
    const campaign = await campaignByTitle(page.request, WATER);
    const check = page.getByRole('alertdialog', { name: 'Confirm this payment with your bank' });

    await page.goto(`/donate/${campaign.id}?amount=8`);
    await page.getByLabel('Save this card for future donations').check();
    await continueToPayment(page);
    await payWith(page, cards.authentication);
    await check.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible();

    await page.goto(`/donate/${campaign.id}?amount=9`);
    await continueToPayment(page);
    await expect(page.getByRole('radio', { name: /^Visa ending in 3155/ })).toBeChecked();
    await page.getByRole('button', { name: 'Donate', exact: true }).click();
    await check.getByRole('button', { name: 'Fail authentication' }).click();
    await expect(toasts(page).getByText('Payment Failed', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Complete your donation' })).toBeVisible();
    await expect(page.getByText('The payment did not go through.')).toBeVisible();

    await page.getByRole('button', { name: 'Donate', exact: true }).click();
    await check.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible();
    await expect(page.getByText('$9', { exact: true })).toBeVisible();
  });

  test("a reward link pre-fills the reward's amount and refuses a smaller gift", async ({ page, request }) => {
    let found: { campaign: CampaignDetail; reward: CampaignDetail['rewards'][number] } | undefined;
    for (const summary of await activeCampaigns(request)) {
      if (summary.daysLeft !== null && summary.daysLeft < 0) continue;
      const campaign = await getCampaign(request, summary.id);
      const reward = campaign.rewards.find((r) => r.minimumAmount >= 200 && r.minimumAmount % 100 === 0);
      if (reward) {
        found = { campaign, reward };
        break;
      }
    }
    expect(found, 'a demo campaign with a reward').toBeDefined();
    const { campaign, reward } = found!;
    const minimum = reward.minimumAmount / 100;

    await page.goto(`/donate/${campaign.id}?amount=${minimum}&reward=${reward.id}`);
    await expect(page.getByLabel('Other amount (USD)')).toHaveValue(String(minimum));
    const selected = page.getByRole('region', { name: 'Selected reward' });
    await expect(selected.getByText(reward.title)).toBeVisible();

    await page.getByLabel('Other amount (USD)').fill(String(minimum - 1));
    await fillGuestDetails(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByText(`This reward needs a gift of at least $${minimum}.`)).toBeVisible();
    await expect(page.getByLabel('Other amount (USD)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('heading', { name: 'Your donation' })).toBeVisible();

    // A lower amount in the link is raised to the reward's minimum.
    await page.goto(`/donate/${campaign.id}?amount=1&reward=${reward.id}`);
    await expect(page.getByLabel('Other amount (USD)')).toHaveValue(String(minimum));
    await fillGuestDetails(page);
    await continueToPayment(page);
    await expect(page.getByText(`$${minimum}`, { exact: true }).last()).toBeVisible();
  });

  test('a guest who leaves the name and e-mail empty is told what is missing', async ({ page, request }) => {
    const campaign = await campaignByTitle(request, WATER);
    await page.goto(`/donate/${campaign.id}`);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();

    await expect(toasts(page).getByText('Required Information Missing', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText('Please fill in your name and email to continue as a guest.')).toBeVisible();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByLabel('First name')).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Your donation' })).toBeVisible();
  });

  test('an amount under $1 and a missing campaign are refused', async ({ page, request }) => {
    const campaign = await campaignByTitle(request, WATER);
    await page.goto(`/donate/${campaign.id}`);
    await fillGuestDetails(page);
    await page.getByLabel('Other amount (USD)').fill('0.5');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(toasts(page).getByText('Invalid Amount', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText('Donation amount must be at least $1')).toBeVisible();
    await expect(page.getByText('Minimum donation amount is $1')).toBeVisible();

    await page.goto('/donate/not-a-number');
    await expect(page.getByRole('heading', { name: 'Campaign not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a campaign that has ended sends the donor back to its page', async ({ page, playwright, request }) => {
    const ended = await makeEndedCampaign(playwright);
    try {
      expect((await getCampaign(request, ended.id)).acceptingDonations).toBe(false);
      await page.goto(`/donate/${ended.id}`);
      await expect(toasts(page).getByText('Campaign not active', { exact: true })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/campaigns/${ended.id}$`));
    } finally {
      await ended.remove();
    }
  });

  test('the success page without a payment to check does not claim success', async ({ page }) => {
    await page.goto('/donation-success?campaign=1&type=recurring');
    await expect(page.getByRole('heading', { name: 'Thank you for your support' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank You', exact: true })).toHaveCount(0);
    await expect(page.getByText('$--', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Campaign' })).toHaveAttribute('href', '/campaigns/1');
    await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  });
});
