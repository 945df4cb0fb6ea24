import { expect, test, type APIRequest, type APIRequestContext, type Page } from '@playwright/test';

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

/** An API session signed in as the suite's administrator, for the set-up a journey needs before it starts. */
export async function adminApi(playwright: { request: APIRequest }): Promise<APIRequestContext> {
  const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await admin.post('/api/auth/login', { data: e2eAdmin })).status()).toBe(200);
  return admin;
}

/**
 * Creates a campaign of a journey's own through the admin API (POST /api/campaigns), in the administrator's first
 * organization, and answers its id. Active, open-ended and in the community category unless `fields` say otherwise.
 * The journey deletes it when done (DELETE archives one that has gifts), so the public lists stay as seeded.
 */
export async function createCampaign(
  admin: APIRequestContext,
  fields: { title: string; shortDescription: string; description: string } & Record<string, unknown>,
): Promise<number> {
  const [organization] = (await (await admin.get('/api/admin/organizations')).json()) as { id: number }[];
  const created = await admin.post('/api/campaigns', {
    data: {
      category: 'community_development',
      goal: 100_000,
      startDate: '2026-01-01',
      status: 'active',
      organizationId: organization!.id,
      ...fields,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}
