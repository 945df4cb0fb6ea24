import { buildPaymentsTestApp, type PaymentsTestApp } from './build-test-app';
import { signIn } from './factories';

/**
 * The app of a test file about gifts and what the server writes about them: payments of its own, room for any
 * number of gifts (the donation rate limit out of the way), and an administrator's session cookie.
 * `beforeAll(async () => ({ t, admin } = await giftsTestApp()));`
 */
export async function giftsTestApp(): Promise<{ t: PaymentsTestApp; admin: string }> {
  const t = await buildPaymentsTestApp({ rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } } });
  return { t, admin: (await signIn(t.app, t.db, 'admin')).cookie };
}
