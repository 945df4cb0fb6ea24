import { authOperations, campaignOperations, paymentOperations } from '@causeway/contracts';
import { campaignDetail } from '@/test/campaign-fixture';
import { mockOperation, type Fixture } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { DonatePage } from '../pages/donate-page';

export type SignedInUser = NonNullable<Fixture<typeof authOperations.me>>;

/** Ada, a verified donor, as GET /api/auth/me answers for her; she has not asked for campaign updates. */
export function adaDonor(overrides: Partial<SignedInUser> = {}): SignedInUser {
  return {
    id: 12,
    email: 'ada@example.org',
    username: 'ada',
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: 'donor',
    emailVerified: true,
    emailUpdates: false,
    twoFactorSetupRequired: false,
    ...overrides,
  };
}

/**
 * The donation page of campaign 7 with its own reads answered: the campaign, who is signed in (`me`, null for a
 * guest), and the sandbox provider (no Stripe in jsdom). `route` adds a query: '/donate/7?fundraiser=adas-10k'.
 */
export function openDonatePage(me: SignedInUser | null = null, route = '/donate/7') {
  mockOperation(campaignOperations.detail, campaignDetail());
  mockOperation(authOperations.me, me);
  mockOperation(paymentOperations.config, {
    provider: 'sandbox',
    publishableKey: null,
    offerFeeCoverage: false,
    feeCoverageDefault: false,
  });
  return renderWithProviders(<DonatePage />, { route, path: '/donate/:identifier' });
}
