import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recurringManageMessages, securityMessages } from '@causeway/contracts';
import { recurringDonations } from '../db/schema';
import { donate } from '../test/donate';
import { makeCampaign, makeUser } from '../test/factories';
import { tourPayload } from '../modules/onboarding/tour-fixtures';
import { ownerRules, routeTable, ruleFor, type DonorRecords, type RouteRule } from '../test/route-table';
import { buildTestAppWithRoutes, concreteUrl, sessionCookie, type ServedRoute } from '../test/served-routes';

/**
 * The authorization matrix: every served route × anonymous / another donor / administrator / donor, each
 * answer compared with what route-table.ts says. 'allowed' means the guard let the caller through (any answer
 * but 401, 403 or a 5xx: a probe with an empty body may well get a 400 or a 404); 'owner' is the same for the
 * donor who owns the record, without 404; 'hidden' is 404 (or 403) for someone else's record.
 */
type Role = 'anonymous' | 'otherDonor' | 'admin' | 'donor';
type Outcome = 'allowed' | 'owner' | 'hidden' | 401 | 403 | string;
const roles: Role[] = ['anonymous', 'otherDonor', 'admin', 'donor'];

function expected(rule: RouteRule, role: Role): Outcome {
  const owned = rule.owned !== undefined;
  switch (role) {
    case 'anonymous':
      if (rule.access !== 'public') return 401;
      return owned ? 'hidden' : 'allowed';
    case 'otherDonor':
      if (rule.access === 'admin') return 403;
      return owned ? 'hidden' : 'allowed';
    case 'admin':
      return owned && !rule.owned!.adminSees ? 'hidden' : 'allowed';
    case 'donor':
      if (rule.access === 'admin') return 403;
      return owned ? 'owner' : 'allowed';
  }
}

/** Names the answer in the terms of the expectation, so a mismatch reads as e.g. `admin: 401`. */
function outcome({ status, message }: { status: number; message?: string }, want: Outcome): Outcome {
  if (status >= 500) return `${status} (server error)`;
  // The second step's own answer without a pending sign-in (issue 27): the guard let the caller through.
  if (status === 401 && message === securityMessages.secondStepExpired) return 'allowed';
  // Likewise a manage-by-link route without its manage session (issue 24): an e-mailed link, not an account, opens it.
  if (status === 401 && message === recurringManageMessages.sessionEnded) return 'allowed';
  if (want === 'hidden' && (status === 404 || status === 403)) return 'hidden';
  if (status === 401 || status === 403) return status;
  if (want === 'owner') return status === 404 ? '404 (owner refused)' : 'owner';
  return want === 'hidden' ? `${status} (someone else's record answered)` : 'allowed';
}

const tableKeys = Object.keys(routeTable);
let t: Awaited<ReturnType<typeof buildTestAppWithRoutes>>;
let users: Record<Exclude<Role, 'anonymous'>, number>;
let records: DonorRecords;

beforeAll(async () => {
  t = await buildTestAppWithRoutes({ rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } } });
  const [donor, otherDonor, admin] = await Promise.all([
    makeUser(t.db),
    makeUser(t.db),
    makeUser(t.db, { role: 'admin' }),
  ]);
  users = { donor: donor.id, otherDonor: otherDonor.id, admin: admin.id };
  records = await makeDonorRecords(donor.id, admin.id);
});
afterAll(() => t.close());

/** A succeeded gift, a monthly gift, a saved card and tour progress of the donor's, made through the public API. */
async function makeDonorRecords(userId: number, adminId: number): Promise<DonorRecords> {
  const cookie = await sessionCookie(t.db, userId);
  const tour = await t.app.inject({
    method: 'POST',
    url: '/api/admin/onboarding/settings',
    headers: { cookie: await sessionCookie(t.db, adminId) },
    payload: tourPayload(),
  });
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/onboarding/tours/${tour.json().settings.id}/start`,
    headers: { cookie },
  });
  const campaign = await makeCampaign(t.db);
  const { donationId } = await donate(t.app, { campaignId: campaign.id, amount: 2_500 }, { cookie });
  await donate(t.app, { campaignId: campaign.id, amount: 1_000, interval: 'monthly' }, { cookie, recurring: true });
  const [gift] = await t.db.select().from(recurringDonations).where(eq(recurringDonations.userId, userId));
  const setup = await t.app.inject({ method: 'POST', url: '/api/payment-methods/setup-intent', headers: { cookie } });
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/confirm-setup',
    payload: {
      clientSecret: setup.json().clientSecret,
      card: { number: '5555555555554444', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' },
    },
  });
  const card = await t.app.inject({
    method: 'POST',
    url: '/api/payment-methods',
    headers: { cookie },
    payload: { stripePaymentMethodId: confirmed.json().paymentMethodId },
  });
  if (card.statusCode !== 201 || !gift) throw new Error(`fixtures failed: ${card.statusCode} ${card.body}`);
  return {
    donationId,
    recurringId: gift.id,
    paymentMethodId: card.json().id,
    tourProgressId: started.json().progress.id,
  };
}

async function probe(route: ServedRoute, rule: RouteRule, role: Role) {
  const request = rule.owned ? rule.owned.request(records) : { url: concreteUrl(route.url), payload: undefined };
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  const res = await t.app.inject({
    method: route.method as 'GET',
    url: request.url,
    // A fresh session per request: a probe of POST /api/auth/logout must not sign the next one out.
    headers: role === 'anonymous' ? {} : { cookie: await sessionCookie(t.db, users[role]) },
    ...(hasBody ? { payload: request.payload ?? {} } : {}),
  });
  const message = String(res.headers['content-type']).includes('json')
    ? (res.json() as { message?: string } | null)?.message
    : undefined;
  return { status: res.statusCode, message };
}

describe('the authorization matrix', () => {
  it('has a rule for every route the app serves, from its declaration or its line in route-table.ts', () => {
    const unlisted = t.routes.filter((r) => !ruleFor(r)).map((r) => r.key);
    expect(unlisted, 'add these routes to apps/server/src/test/route-table.ts').toEqual([]);
    // One source: a declared route has no line in the table, and an owner rule names a declared route.
    const twice = t.routes.filter((r) => r.access && routeTable[r.key]).map((r) => r.key);
    expect(twice, 'remove these lines from apps/server/src/test/route-table.ts').toEqual([]);
    const declared = new Set(t.routes.filter((r) => r.access).map((r) => r.key));
    expect(Object.keys(ownerRules).filter((key) => !declared.has(key))).toEqual([]);
  });

  it('answers every role as each declared route says', async () => {
    const declared = t.routes.filter((r) => r.access);
    expect(declared.length).toBeGreaterThan(0);
    for (const route of declared) {
      const rule = ruleFor(route)!;
      const want: Partial<Record<Role, Outcome>> = {};
      const got: Partial<Record<Role, Outcome>> = {};
      for (const role of roles) {
        want[role] = expected(rule, role);
        got[role] = outcome(await probe(route, rule, role), want[role]);
      }
      expect({ route: route.key, got }).toEqual({ route: route.key, got: want });
    }
  });

  it('lists no route the app no longer serves', () => {
    const served = new Set(t.routes.map((r) => r.key));
    const gone = tableKeys.filter((key) => !served.has(key));
    expect(gone).toEqual([]);
  });

  it.each(tableKeys)('%s', async (key) => {
    const route = t.routes.find((r) => r.key === key);
    if (!route) return; // reported by the test above
    const rule = routeTable[key]!;
    const want: Partial<Record<Role, Outcome>> = {};
    const got: Partial<Record<Role, Outcome>> = {};
    for (const role of roles) {
      want[role] = expected(rule, role);
      got[role] = outcome(await probe(route, rule, role), want[role]);
    }
    expect(got).toEqual(want);
  });
});
