import fs from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from './support/test';
import { e2eAdmin as admin, logInAsAdmin } from './support/admin';
import { e2eDataDir } from './support/data-dir';

const WATER = 'Clean Water for Kisoro Villages';
const TEST_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };
const ACCESS_DENIED = 'Access Denied: You do not have permission to access this page.';
// What the demo data stores (apps/server/src/db/seed/seed-demo-data.ts); put back after this file's journeys.
const demoOrganization = {
  name: 'Causeway Community Giving',
  supportEmail: 'support@example.org',
  taxId: '12-3456789',
  stripeAccountId: '',
};

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const uniqueId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  expect((await api.post('/api/auth/login', { data: admin })).status()).toBe(200);
  return api;
}

/** The raw e-mails the app wrote to DATA_DIR/outbox (no SMTP_URL in E2E) addressed to `to`. */
function outboxMailsTo(to: string): string[] {
  const folder = path.join(e2eDataDir, 'outbox');
  if (!fs.existsSync(folder)) return [];
  return (
    fs
      .readdirSync(folder)
      // Quoted-printable bodies break long lines with '=' at the end: join them again.
      .map((file) => fs.readFileSync(path.join(folder, file), 'utf8').replace(/=\r?\n/g, ''))
      .filter((mail) => mail.includes(`To: ${to}`))
  );
}

test.afterAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL!);
  await api.put('/api/admin/settings', {
    data: {
      organization: demoOrganization,
      // The defaults: receipts read as before, for the journeys that look at them.
      email: { senderName: demoOrganization.name, senderEmail: 'no-reply@causeway.local', receiptTemplate: '' },
      payment: { offerFeeCoverage: true, feeCoverageDefault: false },
    },
  });
  await api.dispose();
});

test.describe('Admin settings', () => {
  test('an administrator changes each tab; the values persist and are used', async ({ page, baseURL }) => {
    const id = uniqueId();
    const org = { name: `Harbor Light ${id}`, supportEmail: `help-${id}@harbor.example` };
    const sender = { name: 'Harbor Light Team', email: `giving-${id}@harbor.example` };
    await logInAsAdmin(page);
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Settings | Causeway');

    // Organization: the schema's message first, then a save.
    await page.getByLabel('Organization name').fill('A');
    await page.getByRole('button', { name: 'Save organization settings' }).click();
    await expect(page.getByText('Organization name is required')).toBeVisible();
    await page.getByLabel('Organization name').fill(org.name);
    await page.getByLabel('Support e-mail').fill(org.supportEmail);
    await page.getByLabel('Tax ID').fill('55-1234567');
    await page.getByLabel('Stripe account ID').fill('acct_1HarborLight');
    await page.getByRole('button', { name: 'Save organization settings' }).click();
    await expect(toasts(page).getByText('Settings saved').first()).toBeVisible();

    await page.getByRole('tab', { name: 'Email' }).click();
    await page.getByLabel('Sender name').fill(sender.name);
    await page.getByLabel('Sender e-mail').fill(sender.email);
    await page.getByLabel('Receipt template').fill('Every gift lights a lamp in the harbor.');
    await page.getByRole('button', { name: 'Save email settings' }).click();
    await expect(toasts(page).getByText('Settings saved').first()).toBeVisible();

    await page.getByRole('tab', { name: 'Payment' }).click();
    await expect(page.getByText('Sandbox (test mode)')).toBeVisible();
    await expect(page.getByText('Not set')).toHaveCount(3);
    const offer = page.getByLabel('Offer donors to cover the processing fee');
    const byDefault = page.getByLabel('Cover the fee by default');
    await byDefault.check();
    await offer.uncheck();
    await expect(byDefault).toBeDisabled();
    await page.getByRole('button', { name: 'Save payment settings' }).click();
    await expect(toasts(page).getByText('Settings saved').first()).toBeVisible();

    // After a reload every tab shows what was saved; the open tab stays open.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Payment' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Offer donors to cover the processing fee')).not.toBeChecked();
    await expect(page.getByLabel('Cover the fee by default')).toBeChecked();
    await page.getByRole('tab', { name: 'Organization' }).click();
    await expect(page.getByLabel('Organization name')).toHaveValue(org.name);
    await expect(page.getByLabel('Support e-mail')).toHaveValue(org.supportEmail);
    await expect(page.getByLabel('Tax ID')).toHaveValue('55-1234567');
    await expect(page.getByLabel('Stripe account ID')).toHaveValue('acct_1HarborLight');
    await page.getByRole('tab', { name: 'Email' }).click();
    await expect(page.getByLabel('Sender name')).toHaveValue(sender.name);
    await expect(page.getByLabel('Sender e-mail')).toHaveValue(sender.email);
    await expect(page.getByLabel('Receipt template')).toHaveValue('Every gift lights a lamp in the harbor.');

    // The Contact page shows the new support address.
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: org.supportEmail })).toBeVisible();

    // A receipt e-mail comes from the saved sender and carries the organization and the receipt text.
    const guestApi = await playwrightRequest.newContext({ baseURL });
    const campaigns = (await (await guestApi.get('/api/campaigns?limit=100')).json()) as {
      id: number;
      title: string;
    }[];
    const water = campaigns.find((c) => c.title === WATER)!;
    const guestEmail = `guest-${id}@example.org`;
    const intent = await guestApi.post('/api/donations/create-payment-intent', {
      data: { campaignId: water.id, amount: 1_500, guestEmail, guestFirstName: 'Ada', guestLastName: 'Byron' },
    });
    expect(intent.status()).toBe(201);
    const { clientSecret } = (await intent.json()) as { clientSecret: string };
    await guestApi.post('/api/payments/sandbox/confirm', { data: { clientSecret, card: TEST_CARD } });
    await guestApi.dispose();
    await expect.poll(() => outboxMailsTo(guestEmail).length, { timeout: 15_000 }).toBe(1);
    const [mail] = outboxMailsTo(guestEmail);
    expect(mail).toContain(`From: ${sender.name} <${sender.email}>`);
    expect(mail).toContain('Every gift lights a lamp in the harbor.');
    expect(mail).toContain('55-1234567');
  });

  test('a donor sees Access Denied and no admin data; the donation form drops the fee option when it is off', async ({
    page,
    baseURL,
  }) => {
    const api = await adminApi(baseURL!);
    await api.put('/api/admin/settings', { data: { payment: { offerFeeCoverage: false, feeCoverageDefault: false } } });

    const id = uniqueId();
    const donor = { username: `set_${id}`, email: `set-${id}@example.org`, password: 'a-good-password' };
    const registered = await page.request.post('/api/auth/register', {
      data: { ...donor, firstName: 'Dora', lastName: 'Donor', role: 'donor' },
    });
    expect(registered.status()).toBe(201);
    const adminCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/')) adminCalls.push(request.url());
    });
    await page.goto('/admin/settings');
    await expect(page.getByText(ACCESS_DENIED, { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Organization' })).toHaveCount(0);
    expect(adminCalls).toEqual([]);

    const campaigns = (await (await page.request.get('/api/campaigns?limit=100')).json()) as {
      id: number;
      title: string;
    }[];
    const water = campaigns.find((c) => c.title === WATER)!;
    await page.goto(`/donate/${water.id}`);
    await expect(page.getByText('Make my donation anonymous')).toBeVisible();
    await expect(page.getByText('Cover the processing fee')).toHaveCount(0);

    // Offered again and ticked by default: a new visit starts with it ticked.
    await api.put('/api/admin/settings', { data: { payment: { offerFeeCoverage: true, feeCoverageDefault: true } } });
    await api.dispose();
    await page.reload();
    await expect(page.getByLabel('Cover the processing fee')).toBeChecked();
  });
});
