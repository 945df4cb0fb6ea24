import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from './support/test';
import { e2eTwoFactorAdmin as admin } from './support/admin';
import {
  addVirtualAuthenticator,
  authenticatorApp,
  expectAccessibleInBothThemes,
  storeSystemTheme,
} from './support/security';
import { newDonor } from './support/sessions';

/**
 * Issue 27's journeys in Chromium: a donor's passkey (Chromium's virtual authenticator), an administrator's
 * authenticator codes from the secret shown at set-up, and the sessions a person can see and end. axe checks
 * each new screen in both themes on the way.
 */

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const sidebar = (page: Page) => page.getByRole('complementary');

async function logIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function signOut(page: Page) {
  await sidebar(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(toasts(page).getByText('Logged Out', { exact: true })).toBeVisible();
}

test.describe('Passkeys', () => {
  test('a donor adds a passkey, signs out, and signs in with it', async ({ page }) => {
    await storeSystemTheme(page);
    await addVirtualAuthenticator(page);
    const donor = newDonor('passkey');
    expect((await page.request.post('/api/auth/register', { data: donor })).status()).toBe(201);

    await page.goto('/account');
    await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
    await expectAccessibleInBothThemes(page, '/account security section');

    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
    await dialog.getByLabel('Passkey name').fill('Work laptop');
    await expectAccessibleInBothThemes(page, '/account: add a passkey');
    await dialog.getByRole('button', { name: 'Create passkey' }).click();
    await expect(toasts(page).getByText('Passkey added')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')).toHaveText([/Work laptop/]);

    await signOut(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toasts(page).getByText(`Welcome back, ${donor.username}!`)).toBeVisible();
    await expect(sidebar(page).getByText(donor.email)).toBeVisible();
  });
});

/** What the journey learnt of the administrator's second factor, for putting the requirement back afterwards. */
type Learnt = { secret?: string; setUpStep?: number; recoveryCodes: string[] };

/**
 * Turns the requirement off again through the API, the rest of the suite signing its administrator in with a
 * password. Its session must have passed a second factor: a recovery code kept from the set-up, or, if the journey
 * stopped before one was shown, an authenticator code (after setting codes up here if the journey did not get that
 * far).
 */
async function requireAdminTwoFactorOff(baseURL: string, learnt: Learnt) {
  const api: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await api.post('/api/auth/login', { data: admin });
    expect(login.status(), 'clean-up: administrator login').toBe(200);
    const answer = (await login.json()) as { secondStepRequired?: boolean; twoFactorSetupRequired?: boolean };
    if (answer.secondStepRequired) {
      const recoveryCode = learnt.recoveryCodes.at(-1);
      let body: { recoveryCode: string } | { code: string };
      if (recoveryCode) body = { recoveryCode };
      else {
        expect(learnt.secret, 'clean-up: the secret shown at set-up').toBeDefined();
        const app = authenticatorApp(learnt.secret!);
        await app.nextStepAfter(learnt.setUpStep ?? 0);
        body = { code: app.code().code };
      }
      expect((await api.post('/api/auth/second-step', { data: body })).status(), 'clean-up: second step').toBe(200);
    } else if (answer.twoFactorSetupRequired) {
      const setup = await api.post('/api/users/me/two-factor/setup', { data: { password: admin.password } });
      expect(setup.status(), 'clean-up: two-factor set-up').toBe(200);
      const { secret } = (await setup.json()) as { secret: string };
      const confirmed = await api.post('/api/users/me/two-factor/confirm', {
        data: { code: authenticatorApp(secret).code().code },
      });
      expect(confirmed.status(), 'clean-up: two-factor confirmed').toBe(200);
    }
    const saved = await api.put('/api/admin/settings', {
      data: { security: { requireAdminTwoFactor: false, sessionIdleDays: 30, sessionMaxDays: 90 } },
    });
    expect(saved.status(), 'clean-up: requirement off').toBe(200);
  } finally {
    await api.dispose();
  }
}

test.describe('Authenticator codes', () => {
  const learnt: Learnt = { recoveryCodes: [] };
  test.afterEach(async ({ baseURL }) => requireAdminTwoFactorOff(baseURL!, learnt));

  test('an administrator sets up codes from the secret shown and signs in with a generated code', async ({ page }) => {
    // Two sign-ins a code apart: the second waits for a fresh 30-second code.
    test.setTimeout(150_000);
    await storeSystemTheme(page);
    await logIn(page, admin);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/admin/settings?tab=security');
    const requirement = page.getByRole('checkbox', { name: 'Require two-factor for administrators' });
    await expect(requirement).not.toBeChecked();
    await expectAccessibleInBothThemes(page, 'Settings → Security');
    await requirement.click();
    await page.getByRole('button', { name: 'Save security settings' }).click();

    // This administrator has no second factor: the admin area sends them to set one up.
    await expect(page).toHaveURL(/\/admin\/two-factor-setup/);
    await expectAccessibleInBothThemes(page, '/admin/two-factor-setup');
    await page.getByRole('button', { name: /authenticator app/i }).click();
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    learnt.secret = (await page.getByTestId('totp-secret').textContent())!;
    const app = authenticatorApp(learnt.secret);
    await expectAccessibleInBothThemes(page, '/admin/two-factor-setup: scan the code');
    const setUp = app.code();
    learnt.setUpStep = setUp.step;
    await page.getByLabel('Code from the app').fill(setUp.code);
    await page.getByRole('button', { name: 'Turn on' }).click();

    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    learnt.recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
    await expectAccessibleInBothThemes(page, '/admin/two-factor-setup: recovery codes');
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await signOut(page);
    await logIn(page, admin);
    const code = page.getByLabel('Authentication code');
    await expect(code).toBeVisible();
    await expectAccessibleInBothThemes(page, 'login: second step');
    // The code of the set-up's step was used: a code is accepted once, so this waits for the app's next one.
    await app.nextStepAfter(setUp.step);
    await code.fill(app.code().code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/admin/settings?tab=security');
    await expect(page.getByRole('checkbox', { name: 'Require two-factor for administrators' })).toBeChecked();
  });
});

test.describe('Sessions', () => {
  test('a donor signed in twice sees both sessions and signs the other one out', async ({ browser }) => {
    const donor = newDonor('sessions');
    const here = await browser.newContext();
    const there = await browser.newContext();
    try {
      expect((await here.request.post('/api/auth/register', { data: donor })).status()).toBe(201);
      const login = await there.request.post('/api/auth/login', {
        data: { email: donor.email, password: donor.password },
      });
      expect(login.status()).toBe(200);
      const otherPage = await there.newPage();
      await otherPage.goto('/account');
      await expect(otherPage).toHaveURL(/\/account$/);

      const page = await here.newPage();
      await page.goto('/account');
      const rows = page.getByRole('list', { name: 'Signed-in sessions' }).getByRole('listitem');
      await expect(rows).toHaveCount(2);
      // This one first, marked; the other (the same browser, so the same device name) can be signed out.
      await expect(rows.first()).toContainText('This device');
      await expect(rows.nth(1)).not.toContainText('This device');
      await rows
        .nth(1)
        .getByRole('button', { name: /^Sign out/ })
        .click();
      const confirm = page.getByRole('alertdialog', { name: 'Sign out this session?' });
      await confirm.getByRole('button', { name: 'Sign out' }).click();
      await expect(toasts(page).getByText('Session ended')).toBeVisible();
      await expect(rows).toHaveCount(1);
      await expect(page.getByText('You are signed in on this device only.')).toBeVisible();

      await otherPage.goto('/account');
      await expect(otherPage).toHaveURL(/\/login/);
    } finally {
      await here.close();
      await there.close();
    }
  });
});
