import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from './support/test';

// Created by scripts/e2e-server.mjs on the fresh database of every run, with the demo campaigns and donors.
const admin = { email: 'e2e-admin@example.org', password: 'e2e-admin-password' };
const WATER = 'Clean Water for Kisoro Villages';
const TEST_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

function uniqueId() {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function logInAsAdmin(page: Page) {
  await page.goto('/login');
  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A new donor account; the context (a page's or an API one) is signed in as them afterwards. */
async function registerDonor(api: APIRequestContext, firstName: string, lastName: string) {
  const id = uniqueId();
  const donor = { username: `list_${id}`, email: `list-${id}@example.org`, password: 'a-good-password' };
  const registered = await api.post('/api/auth/register', { data: { ...donor, firstName, lastName, role: 'donor' } });
  expect(registered.status()).toBe(201);
  return donor;
}

async function waterCampaignId(api: APIRequestContext): Promise<number> {
  const response = await api.get('/api/campaigns?status=active&limit=100');
  expect(response.ok()).toBe(true);
  const found = ((await response.json()) as { id: number; title: string }[]).find((c) => c.title === WATER);
  expect(found, `demo campaign '${WATER}'`).toBeDefined();
  return found!.id;
}

/** Pays an intent's client secret with the sandbox card that succeeds, as the payment page does. */
async function payWithTestCard(api: APIRequestContext, intent: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(intent.status()).toBe(201);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirmed = await api.post('/api/payments/sandbox/confirm', { data: { clientSecret, card: TEST_CARD } });
  expect(((await confirmed.json()) as { status: string }).status).toBe('succeeded');
}

/** The list has its new rows: no earlier page or filter is still shown while the next one loads. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The donors the admin API finds for a search, to wait until a new gift has reached the list. */
async function donorsFound(adminApi: APIRequestContext, query: string): Promise<number> {
  const response = await adminApi.get(`/api/admin/donors?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { total: number }).total;
}

test.describe('admin overview', () => {
  test('an administrator landing on / gets the overview: four figures, the monthly chart and the newest items', async ({
    page,
  }) => {
    await logInAsAdmin(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page).toHaveTitle('Admin Dashboard | Causeway');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

    const figures = page.getByRole('region', { name: 'Key figures' });
    for (const label of ['Total Raised', 'Active Campaigns', 'New Donors', 'Average Donation']) {
      await expect(figures.getByText(label, { exact: true })).toBeVisible();
    }
    // The demo data has raised money, so the total is a dollar figure; three cards carry a growth line.
    await expect(figures.getByText(/^\$[\d,]+$/).first()).toBeVisible();
    await expect(figures.getByText(/vs previous 30 days|No data for the previous 30 days/)).toHaveCount(3);

    const chart = page.getByRole('img', { name: /^Money raised per month, .+ in total/ });
    await expect(chart).toBeVisible();
    await expect(page.getByRole('table', { name: 'Money raised per month' }).getByRole('row')).toHaveCount(13);

    await expect(page.getByRole('link', { name: /Create Campaign/ })).toHaveAttribute('href', '/admin/campaigns/new');
    await expect(page.getByRole('link', { name: /Manage Campaigns/ })).toHaveAttribute('href', '/admin/campaigns');
    await expect(page.getByRole('link', { name: /View Public Site/ })).toHaveAttribute('href', '/campaigns');

    await expect(page.getByRole('list', { name: 'Recent campaigns' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('list', { name: 'Recent donations' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'View all campaigns' })).toHaveAttribute('href', '/admin/campaigns');
    await expect(page.getByRole('link', { name: 'View all donors' })).toHaveAttribute('href', '/admin/donors');
  });

  test('/dashboard has five tabs for an administrator, opening on Overview, and four for a donor', async ({
    page,
    browser,
  }) => {
    await logInAsAdmin(page);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Overview', 'My Donations', 'Recurring', 'Payment Methods', 'My fundraisers']);
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('region', { name: 'Key figures' })).toBeVisible();
    await page.getByRole('tab', { name: 'My Donations' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=donations$/);
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const donorContext = await browser.newContext();
    const donorPage = await donorContext.newPage();
    await registerDonor(donorPage.request, 'Dora', 'Tabs');
    // An administrator's tab in a donor's URL opens the donor's default tab instead.
    await donorPage.goto('/dashboard?tab=overview');
    await expect(donorPage.getByRole('tab')).toHaveText([
      'My Donations',
      'Recurring',
      'Payment Methods',
      'My fundraisers',
    ]);
    await expect(donorPage.getByRole('tab', { name: 'My Donations' })).toHaveAttribute('aria-selected', 'true');
    await donorContext.close();
  });
});

test.describe('donor list', () => {
  test('search, the recurring, one-time and top filters, the guest badge, paging and a donor’s page', async ({
    page,
    baseURL,
  }) => {
    const id = uniqueId();
    const guest = { email: `guest-${id}@example.org`, firstName: 'Grace', lastName: `Guestly` };

    // A guest gives $1,200 once (a top donor); a registered donor starts a $50 monthly gift.
    const guestApi = await playwrightRequest.newContext({ baseURL });
    const campaignId = await waterCampaignId(guestApi);
    await payWithTestCard(
      guestApi,
      await guestApi.post('/api/donations/create-payment-intent', {
        data: {
          campaignId,
          amount: 120_000,
          guestEmail: guest.email,
          guestFirstName: guest.firstName,
          guestLastName: guest.lastName,
        },
      }),
    );
    await guestApi.dispose();

    const donorApi = await playwrightRequest.newContext({ baseURL });
    const monthly = await registerDonor(donorApi, 'Rosa', 'Monthly');
    await payWithTestCard(
      donorApi,
      await donorApi.post('/api/donations/create-subscription-intent', {
        data: { campaignId, amount: 5000, interval: 'monthly' },
      }),
    );
    await donorApi.dispose();

    const adminApi = await playwrightRequest.newContext({ baseURL });
    expect((await adminApi.post('/api/auth/login', { data: admin })).ok()).toBe(true);
    await expect.poll(() => donorsFound(adminApi, `q=${encodeURIComponent(guest.email)}`)).toBe(1);
    await expect.poll(() => donorsFound(adminApi, `filter=recurring&q=${encodeURIComponent(monthly.email)}`)).toBe(1);
    await adminApi.dispose();

    await logInAsAdmin(page);
    await page.goto('/admin/donors');
    await expect(page).toHaveTitle('Donors | Causeway');
    await expect(page.getByRole('heading', { level: 1, name: 'Donors' })).toBeVisible();

    // The demo donors fill more than one page of 10: Previous, numbered pages and Next.
    const pages = page.getByRole('navigation', { name: 'Donor list pages' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);
    await pages.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/admin\/donors\?page=2$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('link', { name: 'Previous page' })).toBeVisible();

    // Search by e-mail finds exactly the guest, with the Guest badge, and goes to the URL.
    const search = page.getByRole('searchbox', { name: 'Search donors' });
    await search.fill(guest.email);
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(guest.email)}$`));
    await expect(page.getByText('1 donor', { exact: true })).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Grace Guestly');
    await expect(rows.nth(1)).toContainText('$1,200.00');
    await expect(rows.nth(1).getByText('Guest', { exact: true })).toBeVisible();

    const show = page.getByLabel('Show');
    await show.selectOption({ label: 'Top ($1,000+)' });
    await expect(page).toHaveURL(/filter=top/);
    await settled(page);
    await expect(rows.nth(1)).toContainText('Grace Guestly');
    await show.selectOption({ label: 'One-time' });
    await expect(page).toHaveURL(/filter=one-time/);
    await settled(page);
    await expect(rows.nth(1)).toContainText('Grace Guestly');

    // The monthly donor: listed under Recurring, not under One-time or Top.
    await search.fill(monthly.email);
    await expect(page.getByText('No donors found')).toBeVisible();
    await expect(page).toHaveURL(/filter=one-time/);
    await show.selectOption({ label: 'Recurring' });
    await expect(page.getByText('1 donor', { exact: true })).toBeVisible();
    await expect(rows.nth(1)).toContainText('Rosa Monthly');
    await expect(rows.nth(1)).toContainText(monthly.username);
    await show.selectOption({ label: 'Top ($1,000+)' });
    await expect(page.getByText('No donors found')).toBeVisible();
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/admin\/donors$/);
    await expect(search).toHaveValue('');

    // The guest's page: totals, the donation with its campaign, and the way back to the list as it was.
    await search.fill(guest.email);
    await expect(page.getByText('1 donor', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Grace Guestly' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/donors/${encodeURIComponent(`g${guest.email}`)}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Grace Guestly' })).toBeVisible();
    await expect(page.getByText('Guest', { exact: true })).toBeVisible();
    const donations = page.getByRole('table', { name: 'Donations, newest first' });
    await expect(donations.getByRole('row')).toHaveCount(2);
    await expect(donations.getByRole('row').nth(1)).toContainText('$1,200.00');
    await expect(donations.getByRole('row').nth(1)).toContainText('Succeeded');
    await expect(donations.getByRole('link', { name: WATER })).toHaveAttribute('href', `/campaigns/${campaignId}`);
    await expect(page.getByText('No recurring gifts')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Donors' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/donors\\?q=${encodeURIComponent(guest.email)}$`));
    await expect(search).toHaveValue(guest.email);
  });

  test('a donor opening the donor list ends on their dashboard; a visitor is asked to log in', async ({ page }) => {
    await page.goto('/admin/donors');
    await expect(page).toHaveURL(/\/login\?redirect=\/admin\/donors$/);

    await registerDonor(page.request, 'Nosy', 'Parker');
    await page.goto('/admin/donors');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, Nosy!' })).toBeVisible();
  });
});
