import { expect, test, type Page } from './support/test';

// Created by scripts/e2e-server.mjs on the fresh database of every run.
const admin = { email: 'e2e-admin@example.org', password: 'e2e-admin-password' };

/** The toast list (Radix labels its region 'Notifications (F8)'); screen-reader copies live outside it. */
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

function uniqueUser() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `donor_${id}`, email: `donor-${id}@example.org`, password: 'a-good-password' };
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test.describe('accounts', () => {
  test('a visitor registers, is signed in, signs out and logs back in to the page they asked for', async ({ page }) => {
    const user = uniqueUser();
    await page.goto('/register');
    await expect(page).toHaveTitle('Create an account | Causeway');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm password').fill(user.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toasts(page).getByText('Registration Successful', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome back, Ada!' })).toBeVisible();
    const sidebar = page.getByRole('complementary');
    await expect(sidebar.getByText(user.username, { exact: true })).toBeVisible();
    await expect(sidebar.getByText(user.email)).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByText('Admin Panel')).toHaveCount(0);

    // A signed-in donor landing on / is sent to the dashboard.
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);

    await sidebar.getByRole('button', { name: 'Sign out' }).click();
    await expect(toasts(page).getByText('Logged Out', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Make a difference today' })).toBeVisible();

    // A query string proves the redirect was honoured rather than the /dashboard fallback.
    await page.goto('/login?redirect=%2Fdashboard%3Fsource%3De2e');
    await expect(page).toHaveTitle('Login | Causeway');
    await logIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard\?source=e2e$/);
    await expect(toasts(page).getByText(`Welcome back, ${user.username}!`)).toBeVisible();
  });

  test('registering with an e-mail already in use shows the server message', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Username').fill(uniqueUser().username);
    await page.getByLabel('Password', { exact: true }).fill('another-password');
    await page.getByLabel('Confirm password').fill('another-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(toasts(page).getByText('Registration Failed', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText('An account with this email already exists')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('the dashboard sends a visitor to log in and back', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=\/dashboard$/);
    await logIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, admin.email, 'not-the-password');
    await expect(toasts(page).getByText('Login Failed', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the login form explains invalid input before calling the server', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'not-an-email', '123');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  });

  test('an off-site redirect after login goes to the dashboard instead', async ({ page, baseURL }) => {
    await page.goto('/login?redirect=https://evil.example');
    await logIn(page, admin.email, admin.password);
    // This site's own dashboard, the whole address compared: not a page of evil.example.
    await expect(page).toHaveURL(`${baseURL}/dashboard`);
    const sidebar = page.getByRole('complementary');
    await expect(sidebar.getByText('Admin Panel')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Error Logs' })).toHaveAttribute('href', '/admin/error-logs');

    // A signed-in administrator landing on / is sent to the admin area, which opens on the overview.
    await page.goto('/');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('Total Raised', { exact: true })).toBeVisible();
  });
});

test.describe('app shell', () => {
  test('an unknown path shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page.getByRole('heading', { name: 'Make a difference today' })).toBeVisible();
  });

  test("the footer's Start a Campaign asks a visitor to log in first", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Start a Campaign' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=\/admin\/campaigns\/new$/);
  });

  test('Start Giving scrolls to the campaigns section', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Giving' }).click();
    await expect(page.getByRole('link', { name: 'View All Campaigns' })).toBeInViewport();
  });

  test('the chosen dark theme survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('causeway-theme'))).toBe('dark');
  });

  test('below 1024 px the sidebar is a drawer opened from the header', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(page.getByRole('complementary')).toBeHidden();
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await expect(drawer.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    // A click on the page beside the drawer closes it too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(370, 400);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(drawer).toBeHidden();
  });
});
