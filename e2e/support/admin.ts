import { expect, type Page } from '@playwright/test';

/** Created by scripts/e2e-server.mjs on the fresh database of every run. */
export const e2eAdmin = { email: 'e2e-admin@example.org', password: 'e2e-admin-password' };

/** Logs the administrator in through the login form and waits for the page it leads to (/dashboard by default). */
export async function logInAsAdmin(page: Page, to = '/dashboard') {
  await page.goto(to === '/dashboard' ? '/login' : `/login?redirect=${encodeURIComponent(to)}`);
  await page.getByLabel('Email').fill(e2eAdmin.email);
  await page.getByLabel('Password').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[/?]/g, '\\$&')}$`));
}

/**
 * A second administrator, also created by scripts/e2e-server.mjs, for the account-security journey: it sets up
 * authenticator codes, which the suite's own administrator must never have (the other journeys sign in with a
 * password).
 */
export const e2eTwoFactorAdmin = { email: 'e2e-admin-2fa@example.org', password: 'e2e-admin-password' };
