import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { e2eDataDir } from './support/data-dir';

/** The toast list (Radix labels its region 'Notifications (F8)'); screen-reader copies live outside it. */
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

function uniqueDonor() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `keeper_${id}`, email: `keeper-${id}@example.org`, password: 'first-password' };
}

type Donor = ReturnType<typeof uniqueDonor>;

/** Registers through the API; with `page.request` the browser is then signed in as the donor, with `request` not. */
async function register(request: APIRequestContext, donor: Donor, names = { firstName: 'Ada', lastName: 'Lovelace' }) {
  const response = await request.post('/api/auth/register', { data: { ...donor, ...names, role: 'donor' } });
  expect(response.status()).toBe(201);
}

/**
 * An e-mail's readable text: quoted-printable bodies wrap long lines with '=' at the end and write '=' as '=3D'
 * (a token link is long enough to be wrapped), and a mostly non-ASCII body may be base64.
 */
function decodeMail(raw: string): string {
  const quotedPrintable = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const base64Bodies = [
    ...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[\w-]+:.*\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi),
  ].map((m) => Buffer.from(m[1]!.replace(/\s/g, ''), 'base64').toString('utf8'));
  return [quotedPrintable, ...base64Bodies].join('\n');
}

/**
 * The app-relative links (`/reset-password?token=…`) in the e-mails the app wrote to DATA_DIR/outbox (no SMTP_URL
 * in E2E) for `to`, oldest first: file names start with the time of sending.
 */
function outboxLinks(to: string, route: '/reset-password' | '/verify-email'): string[] {
  const folder = path.join(e2eDataDir, 'outbox');
  if (!fs.existsSync(folder)) return [];
  const pattern = new RegExp(`https?://[^\\s"'<>]+${route}\\?token=[^\\s"'<>&]+`, 'g');
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => fs.readFileSync(path.join(folder, file), 'utf8'))
    .filter((raw) => raw.includes(`To: ${to}`))
    .flatMap((raw) => [...new Set(decodeMail(raw).match(pattern) ?? [])])
    .map((link) => {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    });
}

/** Waits for the mail worker (it polls every few seconds) to have written `count` such links; returns the newest. */
async function newestLink(to: string, route: '/reset-password' | '/verify-email', count = 1): Promise<string> {
  await expect
    .poll(() => outboxLinks(to, route).length, { timeout: 20_000, message: `${route} e-mail to ${to}` })
    .toBeGreaterThanOrEqual(count);
  return outboxLinks(to, route).at(-1)!;
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test.describe('forgotten password', () => {
  test('a donor resets the password through the e-mailed link, once', async ({ page, request }) => {
    const donor = uniqueDonor();
    // Through the test's own request context: the browser stays signed out.
    await register(request, donor);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page).toHaveTitle('Forgot Password | Causeway');
    await page.getByLabel('Email').fill(donor.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    // The same answer whatever the address, so the page never reveals who has an account.
    await expect(
      page.getByText('If an account exists for that address, we have sent it a link to reset the password.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');

    const link = await newestLink(donor.email, '/reset-password');
    await page.goto(link);
    await expect(page).toHaveTitle('Reset Password | Causeway');
    await page.getByLabel('New password', { exact: true }).fill('second-password');
    await page.getByLabel('Confirm new password').fill('second-passwort');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await page.getByLabel('Confirm new password').fill('second-password');
    await page.getByRole('button', { name: 'Reset password' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(toasts(page).getByText('Your password has been reset.')).toBeVisible();
    await logIn(page, donor.email, donor.password);
    await expect(toasts(page).getByText('Invalid email or password')).toBeVisible();
    await logIn(page, donor.email, 'second-password');
    await expect(page).toHaveURL(/\/dashboard$/);

    // A used link is refused, with the way to a new one.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('third-password');
    await page.getByLabel('Confirm new password').fill('third-password');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('a reset link without a token is refused at once', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});

test.describe('profile', () => {
  test('a visitor is asked to log in first', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?redirect=\/account$/);
  });

  test('a donor changes their name and password', async ({ page }) => {
    const donor = uniqueDonor();
    await register(page.request, donor);

    await page.goto('/dashboard');
    const sidebar = page.getByRole('complementary');
    await sidebar.getByRole('link', { name: /Account settings/ }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page).toHaveTitle('Profile | Causeway');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(donor.email)).toBeVisible();
    await expect(main.getByText('Not verified')).toBeVisible();

    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await page.getByLabel('First name').fill('Augusta');
    await page.getByLabel('Last name').fill('King');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(toasts(page).getByText('Profile updated')).toBeVisible();
    await expect(sidebar.getByText('Augusta King')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Augusta');
    await expect(page.getByLabel('Last name')).toHaveValue('King');

    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('second-password');
    await page.getByLabel('Confirm new password').fill('second-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(main.getByText('Current password is incorrect')).toBeVisible();
    await expect(page.getByLabel('Current password')).toBeFocused();

    await page.getByLabel('Current password').fill(donor.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(toasts(page).getByText('Password changed. Other devices have been signed out.')).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveValue('');
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('');
    // This session stays signed in.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

    await sidebar.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await logIn(page, donor.email, donor.password);
    await expect(toasts(page).getByText('Invalid email or password')).toBeVisible();
    await logIn(page, donor.email, 'second-password');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(sidebar.getByText('Augusta King')).toBeVisible();
  });
});

test.describe('email verification', () => {
  test('the link from the e-mail verifies the address', async ({ page }) => {
    const donor = uniqueDonor();
    await register(page.request, donor);
    // The registration e-mail carries the first link; a resent one is just as good.
    await newestLink(donor.email, '/verify-email');

    await page.goto('/account');
    const main = page.getByRole('main');
    await expect(main.getByText('Not verified')).toBeVisible();
    await main.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(toasts(page).getByText('We have sent a new verification link to your email address.')).toBeVisible();
    const link = await newestLink(donor.email, '/verify-email', 2);

    await page.goto(link);
    await expect(page).toHaveTitle('Verify Email | Causeway');
    await expect(page.getByText('Your email address has been verified.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/account');
    await expect(main.getByText('Verified', { exact: true })).toBeVisible();
    await expect(main.getByText('Not verified')).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Resend verification email' })).toHaveCount(0);
  });

  test('a verification link without a token is refused at once', async ({ page }) => {
    await page.goto('/verify-email');
    await expect(page.getByText('This verification link is invalid or has expired.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in to get a new link' })).toHaveAttribute(
      'href',
      '/login?redirect=/account',
    );
  });
});
