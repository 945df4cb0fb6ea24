import { expect, type Browser, type BrowserContext } from '@playwright/test';
import { e2eAdmin } from './admin';

export type Who = 'guest' | 'donor' | 'admin';

/** A new donor account, registered through the API (the context keeps its session cookie). */
export function newDonor(tag = 'donor') {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `${tag}_${id}`, email: `${tag}-${id}@example.org`, password: 'a-good-password' };
}

/**
 * A browser context signed in as `who` through the API (no login form: these specs test other things), in the
 * given colour theme (stored before the first page loads, as the theme toggle would).
 */
export async function contextFor(
  browser: Browser,
  who: Who,
  theme: 'light' | 'dark' = 'light',
): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript((t) => window.localStorage.setItem('causeway-theme', t), theme);
  if (who === 'admin') {
    const res = await context.request.post('/api/auth/login', { data: e2eAdmin });
    expect(res.status(), 'admin login').toBe(200);
  } else if (who === 'donor') {
    const res = await context.request.post('/api/auth/register', { data: newDonor() });
    expect(res.status(), 'donor registration').toBe(201);
  }
  return context;
}
