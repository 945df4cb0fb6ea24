import * as contracts from '@causeway/contracts';
import { isFileAnswer, successStatus, type Operation } from '@causeway/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { mailOutbox, recurringDonations, updateSubscriptions, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { signId } from '../lib/signed-links';
import { getOrCreateSigningSecret } from '../modules/settings/settings.service';
import { UNSUBSCRIBE_TOKEN_PURPOSE } from '../modules/updates/update-emails';
import { tourPayload } from '../modules/onboarding/tour-fixtures';
import { passkeySamples } from '../modules/passkeys/passkey-samples';
import { sessionSamples } from '../modules/account-security/session-samples';
import { twoFactorSamples } from '../modules/account-security/two-factor-samples';
import { supportMessageSamples } from '../modules/support-messages/support-message-samples';
import { recurringManageSamples } from '../modules/recurring-manage/recurring-manage-samples';
import { matchSamples } from '../modules/matches/match-samples';
import { donationSourceSamples } from '../modules/donation-sources/donation-source-samples';
import { fundraiserSamples } from '../modules/fundraisers/fundraiser-samples';
import { fundraiserGiftSamples } from '../modules/fundraiser-gifts/fundraiser-gift-samples';
import { JobControl } from '../modules/admin-jobs/job-control';
import { FUNDRAISER_NOTICES_JOB } from '../jobs/scheduled-jobs';
import { confirmCard, createIntent, donate, guest } from '../test/donate';
import { makeCampaign, makeUser, unique, type MadeUser } from '../test/factories';
import { makeImage, multipartBody } from '../test/multipart';
import { buildTestAppWithRoutes, sessionCookie, type ServedRoute } from '../test/served-routes';

/**
 * Issue 20's contract check: one valid request to every operation the contracts declare, as a caller its access
 * allows, and the answer validated against the operation's own schema for its success status. A route that
 * answers something its schema does not describe (a missing field, a wrong type, another status) fails here;
 * an operation without a sample request below fails too, so a new operation comes with one.
 */

const operations: Operation[] = Object.entries(contracts)
  .filter(([name]) => name.endsWith('Operations'))
  .flatMap(([, group]) => Object.values(group as Record<string, Operation>));
const keyOf = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

type Caller = 'anonymous' | 'donor' | 'admin';
interface Sample {
  /** Who calls; by default the least the operation's access allows. */
  as?: Caller | { cookie: string };
  url?: string;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  /** A multipart form instead of a JSON body. */
  form?: Record<string, string | { data: Buffer; filename: string; type: string }>;
}

interface Fixtures {
  donor: MadeUser;
  donorCookie: string;
  campaignId: number;
  /** Deleted by its sample; nothing else uses it. */
  spareCampaignId: number;
  donationId: number;
  recurringId: number;
  cardId: number;
  spareCardId: number;
  tourId: number;
  progressId: number;
  updateId: number;
  spareUpdateId: number;
  errorReportId: number;
  paymentIntentId: string;
  image: Buffer;
}

const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };
const campaignInput = (organizationId: number) => ({
  title: 'Clean water for Riverside',
  shortDescription: 'Wells and filters for two hundred families.',
  description: 'A long enough description of the campaign. '.repeat(4),
  category: 'environment',
  goal: 500_000,
  startDate: '2026-01-01',
  status: 'active',
  organizationId,
});

/** A webhook endpoint of its own for a sample, with one delivery (a public address: the SSRF guard is on here). */
async function webhook(): Promise<{ endpointId: number; deliveryId: number }> {
  const [endpoint] = await t.db
    .insert(webhookEndpoints)
    .values({ url: 'https://93.184.215.14/hooks', secret: 'whsec_sample', events: ['donation.succeeded'] })
    .returning();
  const [delivery] = await t.db
    .insert(webhookDeliveries)
    .values({ endpointId: endpoint!.id, eventId: 'evt_sample', eventType: 'donation.succeeded', payload: '{}' })
    .returning();
  return { endpointId: endpoint!.id, deliveryId: delivery!.id };
}

/** The signed link of a new update e-mail subscription to the campaign. */
async function unsubscribeToken(campaignId: number): Promise<string> {
  const [row] = await t.db
    .insert(updateSubscriptions)
    .values({ campaignId, email: `${unique('subscriber')}@example.com` })
    .returning();
  return signId(await getOrCreateSigningSecret(t.db), UNSUBSCRIBE_TOKEN_PURPOSE, row!.id);
}

/** One valid request per operation, keyed 'METHOD /pattern'; run in this order on one database. */
const samples: Record<string, (f: Fixtures) => Sample | Promise<Sample>> = {
  'GET /api/health': () => ({}),
  'GET /api/health/live': () => ({}),
  'GET /api/health/ready': () => ({}),
  'POST /api/auth/register': () => {
    const username = unique('new');
    return { body: { email: `${username}@example.com`, username, password: 'correct-horse-1' } };
  },
  'POST /api/auth/login': (f) => ({ body: { email: f.donor.email, password: f.donor.password } }),
  'GET /api/auth/me': (f) => ({ as: { cookie: f.donorCookie } }),
  'PATCH /api/users/me': () => ({ body: { firstName: 'Grace', lastName: 'Hopper' } }),
  'PUT /api/users/me/language': () => ({ body: { locale: 'es' } }),
  'POST /api/users/me/password': async () => {
    const user = await makeUser(t.db);
    const cookie = await sessionCookie(t.db, user.id);
    return { as: { cookie }, body: { currentPassword: user.password, newPassword: 'another-horse-2' } };
  },
  'GET /api/account/data-export': (f) => ({ as: { cookie: f.donorCookie } }),
  // Deleting and anonymizing end an account: each on an account of its own.
  'POST /api/account/delete': async () => {
    const user = await makeUser(t.db);
    return { as: { cookie: await sessionCookie(t.db, user.id) }, body: { password: user.password } };
  },
  'POST /api/admin/donors/anonymize': async () => ({ body: { userId: (await makeUser(t.db)).id } }),
  'POST /api/auth/forgot-password': (f) => ({ body: { email: f.donor.email } }),
  // A reset signs the account out everywhere: done on an account of its own.
  'POST /api/auth/reset-password': async () => {
    const user = await makeUser(t.db);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    return { body: { token: await mailedToken(user.email, '/reset-password'), password: 'reset-horse-3' } };
  },
  'POST /api/auth/resend-verification': (f) => ({ as: { cookie: f.donorCookie } }),
  'POST /api/auth/verify-email': async (f) => ({ body: { token: await mailedToken(f.donor.email, '/verify-email') } }),
  'GET /api/campaigns': () => ({ query: { sort: 'newest', limit: '6' } }),
  'GET /api/campaigns/:id': (f) => ({ url: `/api/campaigns/${f.campaignId}` }),
  'GET /api/campaigns/:id/updates': (f) => ({ url: `/api/campaigns/${f.campaignId}/updates` }),
  'GET /api/campaigns/:id/widget': (f) => ({ url: `/api/campaigns/${f.campaignId}/widget` }),
  'GET /api/updates/subscription': async (f) => ({ query: { token: await unsubscribeToken(f.campaignId) } }),
  // The one-click request of RFC 8058 is form-encoded; JSON is accepted too (the unsubscribe page).
  'POST /api/updates/unsubscribe': async (f) => ({
    query: { token: await unsubscribeToken(f.campaignId) },
    body: { 'List-Unsubscribe': 'One-Click' },
  }),
  'GET /api/stats': () => ({}),
  'GET /api/stats/donor': (f) => ({ as: { cookie: f.donorCookie } }),
  'POST /api/contact': () => ({
    body: { name: 'Ada', email: 'ada@example.com', subject: contracts.contactSubjects[0], message: 'Hello there' },
  }),
  'GET /api/settings/public': () => ({}),
  'GET /api/payments/config': () => ({}),
  'POST /api/donations/create-payment-intent': (f) => ({
    body: { campaignId: f.campaignId, amount: 2_000, ...guest },
    headers: { 'idempotency-key': unique('key-') },
  }),
  'POST /api/donations/create-subscription-intent': (f) => ({
    as: { cookie: f.donorCookie },
    body: { campaignId: f.campaignId, amount: 1_500, interval: 'monthly' },
  }),
  'POST /api/payments/sandbox/confirm': async (f) => {
    const intent = await createIntent(t.app, { campaignId: f.campaignId, amount: 1_000, ...guest });
    return { body: { clientSecret: intent.json().clientSecret, card } };
  },
  'POST /api/payments/sandbox/authenticate': async (f) => {
    const { confirmation } = await donate(
      t.app,
      { campaignId: f.campaignId, amount: 1_200, ...guest },
      { card: '4000002500003155' },
    );
    return { body: { token: confirmation.nextActionUrl!.split('/').pop(), outcome: 'approve' } };
  },
  'GET /api/donations/status': (f) => ({ query: { payment_intent: f.paymentIntentId } }),
  'POST /api/payment-methods/setup-intent': (f) => ({ as: { cookie: f.donorCookie } }),
  'POST /api/payments/sandbox/confirm-setup': async (f) => {
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/payment-methods/setup-intent',
      headers: { cookie: f.donorCookie },
    });
    return { body: { clientSecret: setup.json().clientSecret, card } };
  },
  'POST /api/payment-methods': async (f) => ({
    as: { cookie: f.donorCookie },
    body: { stripePaymentMethodId: await confirmedCardId(f) },
  }),
  'GET /api/payment-methods/user': (f) => ({ as: { cookie: f.donorCookie } }),
  'PUT /api/payment-methods/:id/default': (f) => ({
    as: { cookie: f.donorCookie },
    url: `/api/payment-methods/${f.cardId}/default`,
  }),
  'POST /api/donations': (f) => ({
    as: { cookie: f.donorCookie },
    body: { campaignId: f.campaignId, amount: 3_000, paymentMethodId: f.cardId },
  }),
  'POST /api/recurring-donations': (f) => ({
    as: { cookie: f.donorCookie },
    body: { campaignId: f.campaignId, amount: 1_000, paymentMethodId: f.cardId, interval: 'monthly' },
  }),
  'DELETE /api/payment-methods/:id': (f) => ({
    as: { cookie: f.donorCookie },
    url: `/api/payment-methods/${f.spareCardId}`,
  }),
  'GET /api/donations/:id/receipt': (f) => ({
    as: { cookie: f.donorCookie },
    url: `/api/donations/${f.donationId}/receipt`,
  }),
  'GET /api/users/me/donations': (f) => ({ as: { cookie: f.donorCookie }, query: { page: '1' } }),
  'GET /api/donations/user': (f) => ({ as: { cookie: f.donorCookie } }),
  'GET /api/users/me/donations/export': (f) => ({ as: { cookie: f.donorCookie } }),
  'GET /api/users/me/statements': (f) => ({ as: { cookie: f.donorCookie } }),
  'GET /api/users/me/statements/:year': (f) => ({
    as: { cookie: f.donorCookie },
    url: `/api/users/me/statements/${new Date().getUTCFullYear()}`,
  }),
  'GET /api/recurring-donations/user': (f) => ({ as: { cookie: f.donorCookie } }),
  'GET /api/users/me/recurring-donations': (f) => ({ as: { cookie: f.donorCookie } }),
  'PATCH /api/recurring-donations/:id': (f) => ({
    as: { cookie: f.donorCookie },
    url: `/api/recurring-donations/${f.recurringId}`,
    body: { action: 'pause' },
  }),
  'PUT /api/recurring-donations/:id/amount': (f) => ({
    as: { cookie: f.donorCookie },
    url: `/api/recurring-donations/${f.recurringId}/amount`,
    body: { amount: 2_000 },
  }),
  'DELETE /api/recurring-donations/:id': (f) => ({
    as: { cookie: f.donorCookie },
    url: `/api/recurring-donations/${f.recurringId}`,
  }),
  'GET /api/onboarding/guest-tours': () => ({}),
  'GET /api/onboarding/available-tours': (f) => ({ as: { cookie: f.donorCookie } }),
  'POST /api/onboarding/tours/:id/start': (f) => ({
    as: { cookie: f.donorCookie },
    url: `/api/onboarding/tours/${f.tourId}/start`,
  }),
  'PUT /api/onboarding/progress/:progressId': (f) => ({
    as: { cookie: f.donorCookie },
    url: `/api/onboarding/progress/${f.progressId}`,
    body: { stepId: 'campaigns', action: 'next' },
  }),
  'POST /api/onboarding/tours/:id/skip': (f) => ({
    as: { cookie: f.donorCookie },
    url: `/api/onboarding/tours/${f.tourId}/skip`,
  }),
  'POST /api/onboarding/tours/:id/restart': (f) => ({
    as: { cookie: f.donorCookie },
    url: `/api/onboarding/tours/${f.tourId}/restart`,
  }),
  'POST /api/onboarding/tours/:id/complete': (f) => ({
    as: { cookie: f.donorCookie },
    url: `/api/onboarding/tours/${f.tourId}/complete`,
  }),
  'POST /api/errors/report': () => ({ body: { message: 'TypeError: x is undefined', url: 'http://causeway.test/' } }),

  // The administrator's area.
  'GET /api/admin/dashboard/stats': () => ({}),
  'GET /api/admin/dashboard/monthly': () => ({}),
  'GET /api/admin/campaigns/recent': () => ({}),
  'GET /api/admin/donations/recent': () => ({}),
  'GET /api/admin/campaigns': () => ({ query: { page: '1' } }),
  'GET /api/admin/campaigns/:id': (f) => ({ url: `/api/admin/campaigns/${f.campaignId}` }),
  'GET /api/admin/organizations': () => ({}),
  'POST /api/organizations': () => ({ body: { name: `Org ${unique('o')}`, description: 'Helps.' } }),
  'POST /api/campaigns': async () => ({ body: campaignInput(await organizationId()) }),
  'PUT /api/campaigns/:id': async (f) => ({
    url: `/api/campaigns/${f.campaignId}`,
    body: campaignInput(await organizationId()),
  }),
  'POST /api/campaigns/upload': async (f) => ({ form: await campaignForm(f.image) }),
  'PUT /api/campaigns/:id/upload': async (f) => ({
    url: `/api/campaigns/${f.campaignId}/upload`,
    form: await campaignForm(f.image),
  }),
  'POST /api/upload': (f) => ({ form: { file: { data: f.image, filename: 'photo.png', type: 'image/png' } } }),
  'POST /api/campaigns/:id/duplicate': (f) => ({ url: `/api/campaigns/${f.campaignId}/duplicate` }),
  'POST /api/campaigns/:id/updates': (f) => ({
    url: `/api/campaigns/${f.campaignId}/updates`,
    body: { title: 'Wells dug', content: 'The first ten wells are dug and running.' },
  }),
  'PUT /api/campaigns/:id/updates/:updateId': (f) => ({
    url: `/api/campaigns/${f.campaignId}/updates/${f.updateId}`,
    body: { title: 'Wells dug', content: 'The first twelve wells are dug and running.', isPublic: false },
  }),
  'DELETE /api/campaigns/:id/updates/:updateId': (f) => ({
    url: `/api/campaigns/${f.campaignId}/updates/${f.spareUpdateId}`,
  }),
  'POST /api/campaigns/:id/embed': (f) => ({ url: `/api/campaigns/${f.campaignId}/embed`, body: { refresh: false } }),
  'GET /api/campaigns/:id/embed': (f) => ({ url: `/api/campaigns/${f.campaignId}/embed` }),
  'DELETE /api/campaigns/:id': (f) => ({ url: `/api/campaigns/${f.spareCampaignId}` }),
  'GET /api/admin/donors': () => ({}),
  'GET /api/admin/donors/:key': (f) => ({ url: `/api/admin/donors/u${f.donor.id}` }),
  'GET /api/admin/donations': (f) => ({
    query: { status: 'succeeded', campaignId: String(f.campaignId), sort: 'amount_desc', limit: '5' },
  }),
  'GET /api/admin/donations/export': (f) => ({ query: { campaignId: String(f.campaignId), format: 'donors' } }),
  'GET /api/admin/donations/:id': (f) => ({ url: `/api/admin/donations/${f.donationId}` }),
  // A gift of its own, refunded in part, so the fixture's donation stays as the other samples expect it.
  'POST /api/admin/donations/:id/refunds': async (f) => {
    const { donationId } = await donate(t.app, { campaignId: f.campaignId, amount: 2_000, ...guest });
    return { url: `/api/admin/donations/${donationId}/refunds`, body: { amount: 500, reason: 'Asked by phone' } };
  },
  'POST /api/admin/donations/:id/receipt': (f) => ({ url: `/api/admin/donations/${f.donationId}/receipt`, body: {} }),
  'POST /api/admin/offline-gifts': (f) => ({
    body: {
      campaignId: f.campaignId,
      amount: 5_000,
      method: 'cheque',
      receivedOn: '2026-01-15',
      donor: { userId: f.donor.id },
    },
  }),
  'GET /api/admin/recurring': (f) => ({
    query: { status: 'cancelled', campaignId: String(f.campaignId), sort: 'next_charge_asc', limit: '5' },
  }),
  // The fixture's gift is cancelled by its donor above: a gift of its own, active.
  'POST /api/admin/recurring/:id/cancel': async (f) => {
    const [gift] = await t.db
      .insert(recurringDonations)
      .values({
        campaignId: f.campaignId,
        amount: 1_000,
        interval: 'monthly',
        provider: 'sandbox',
        guestEmail: 'rg@example.com',
      })
      .returning();
    return { url: `/api/admin/recurring/${gift!.id}/cancel`, body: { reason: 'Asked by phone' } };
  },
  'GET /api/admin/webhooks': () => ({}),
  'POST /api/admin/webhooks': () => ({
    body: { url: 'https://93.184.215.14/hooks', description: 'CRM', events: ['donation.succeeded'] },
  }),
  'PATCH /api/admin/webhooks/:id': async () => ({
    url: `/api/admin/webhooks/${(await webhook()).endpointId}`,
    body: { enabled: false },
  }),
  'DELETE /api/admin/webhooks/:id': async () => ({ url: `/api/admin/webhooks/${(await webhook()).endpointId}` }),
  'POST /api/admin/webhooks/:id/roll-secret': async () => ({
    url: `/api/admin/webhooks/${(await webhook()).endpointId}/roll-secret`,
  }),
  'POST /api/admin/webhooks/:id/test': async () => ({
    url: `/api/admin/webhooks/${(await webhook()).endpointId}/test`,
  }),
  'GET /api/admin/webhooks/:id/deliveries': async () => ({
    url: `/api/admin/webhooks/${(await webhook()).endpointId}/deliveries`,
  }),
  'POST /api/admin/webhooks/:id/deliveries/:deliveryId/redeliver': async () => {
    const { endpointId, deliveryId } = await webhook();
    return { url: `/api/admin/webhooks/${endpointId}/deliveries/${deliveryId}/redeliver` };
  },
  'GET /api/admin/settings': () => ({}),
  'PUT /api/admin/settings': () => ({ body: { payment: { offerFeeCoverage: true, feeCoverageDefault: false } } }),
  'GET /api/admin/onboarding/settings': () => ({}),
  'POST /api/admin/onboarding/settings': () => ({ body: tourPayload() }),
  'GET /api/admin/errors': () => ({}),
  'GET /api/admin/errors/stats': () => ({}),
  'PATCH /api/admin/errors/:id': (f) => ({ url: `/api/admin/errors/${f.errorReportId}`, body: { resolved: true } }),
  // Passkeys (issue 27), each on an account of its own with a software authenticator.
  ...passkeySamples(() => t),
  // The account's sessions (issue 27): seeing them, ending one, ending the others.
  ...sessionSamples(() => t),
  // Authenticator codes and the security overview (issue 27), each on an account set up through the API.
  ...twoFactorSamples(() => t),
  // Words of support (issue 24): the public list and the administrators' moderation, each on a gift of its own.
  ...supportMessageSamples(() => t),
  // Manage recurring gifts by e-mailed link (issue 24): each with a link or a manage session of its own.
  ...recurringManageSamples(() => t),
  ...matchSamples(() => t),
  // Gifts by source (issue 24): the overview's and a campaign's.
  ...donationSourceSamples(() => t),
  // Peer-to-peer fundraising (issue 25): the pages and teams, and the gifts given through them.
  ...fundraiserSamples(() => t),
  ...fundraiserGiftSamples(() => t),
  // An operator's "run a job now", queued on the test's stand-in runner (the API tests run no pg-boss).
  'POST /api/admin/jobs/:name/run': () => ({ url: `/api/admin/jobs/${FUNDRAISER_NOTICES_JOB}/run` }),
  'POST /api/auth/logout': (f) => ({ as: { cookie: f.donorCookie } }),
};

/**
 * Routes an operation declares but this app cannot answer with success: the Stripe webhook needs Stripe's
 * signature (its own suite, modules/payments/stripe-webhook.test.ts, sends signed events to an app with Stripe
 * keys), and the widget's page and script need the built widget.
 */
const answeredElsewhere = new Set([
  'POST /api/payments/stripe/webhook',
  // Served only beside the built widget (apps/widget/dist), which API tests do not build: widget-page.test.ts.
  'GET /embed/:id',
  'GET /embed.js',
]);

let t: Awaited<ReturnType<typeof buildTestAppWithRoutes>>;
let adminCookie: string;

async function mailedToken(to: string, path: string): Promise<string> {
  const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id));
  const link = new RegExp(`http://causeway\\.test${path}\\?token=([\\w-]+)`);
  const token = mails.map((mail) => link.exec(mail.textBody)?.[1]).find(Boolean);
  if (!token) throw new Error(`no ${path} mail to ${to}`);
  return token;
}

async function organizationId(): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/organizations', headers: { cookie: adminCookie } });
  return (res.json() as { id: number }[])[0]!.id;
}

/** The campaign form as the editor sends it with a new image. */
async function campaignForm(image: Buffer): Promise<NonNullable<Sample['form']>> {
  const form: NonNullable<Sample['form']> = { image: { data: image, filename: 'photo.png', type: 'image/png' } };
  for (const [name, value] of Object.entries(campaignInput(await organizationId()))) form[name] = String(value);
  return form;
}

async function confirmedCardId(f: Pick<Fixtures, 'donorCookie'>): Promise<string> {
  const setup = await t.app.inject({
    method: 'POST',
    url: '/api/payment-methods/setup-intent',
    headers: { cookie: f.donorCookie },
  });
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/confirm-setup',
    payload: { clientSecret: setup.json().clientSecret, card },
  });
  return confirmed.json().paymentMethodId;
}

async function send(op: Operation, sample: Sample) {
  const caller = sample.as ?? (op.access === 'admin' ? 'admin' : op.access === 'signed-in' ? 'donor' : 'anonymous');
  const cookie =
    typeof caller === 'object'
      ? caller.cookie
      : caller === 'admin'
        ? adminCookie
        : caller === 'donor'
          ? await fresh()
          : '';
  const form = sample.form ? await multipartBody(sample.form) : undefined;
  const query = sample.query ? `?${new URLSearchParams(sample.query)}` : '';
  return t.app.inject({
    method: op.method,
    url: `${sample.url ?? op.path}${query}`,
    headers: { ...(cookie ? { cookie } : {}), ...form?.headers, ...sample.headers },
    ...(form ? { payload: form.payload } : sample.body !== undefined ? { payload: sample.body as object } : {}),
  });
}

/** A signed-in donor of their own, for calls that need any account. */
async function fresh(): Promise<string> {
  return sessionCookie(t.db, (await makeUser(t.db)).id);
}

async function makeFixtures(): Promise<Fixtures> {
  const donor = await makeUser(t.db);
  const donorCookie = await sessionCookie(t.db, donor.id);
  const campaign = await makeCampaign(t.db);
  const spare = await makeCampaign(t.db, { status: 'draft' });
  const { donationId, confirmation } = await donate(
    t.app,
    { campaignId: campaign.id, amount: 2_500 },
    { cookie: donorCookie },
  );
  await donate(
    t.app,
    { campaignId: campaign.id, amount: 1_000, interval: 'monthly' },
    { cookie: donorCookie, recurring: true },
  );
  const [gift] = await t.db.select().from(recurringDonations).where(eq(recurringDonations.userId, donor.id));
  const addCard = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/payment-methods',
        headers: { cookie: donorCookie },
        payload: { stripePaymentMethodId: await confirmedCardId({ donorCookie }) },
      })
    ).json().id as number;
  const cardId = await addCard();
  const spareCardId = await addCard();
  const tour = await t.app.inject({
    method: 'POST',
    url: '/api/admin/onboarding/settings',
    headers: { cookie: adminCookie },
    payload: tourPayload(),
  });
  const tourId = tour.json().settings.id as number;
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/onboarding/tours/${tourId}/start`,
    headers: { cookie: donorCookie },
  });
  const addUpdate = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/campaigns/${campaign.id}/updates`,
        headers: { cookie: adminCookie },
        payload: { title: 'First news', content: 'Work has begun on the first wells.' },
      })
    ).json().id as number;
  const updateId = await addUpdate();
  const spareUpdateId = await addUpdate();
  await t.app.inject({
    method: 'POST',
    url: '/api/errors/report',
    payload: { message: 'Boom', url: 'http://causeway.test/' },
  });
  const reports = await t.app.inject({ method: 'GET', url: '/api/admin/errors', headers: { cookie: adminCookie } });
  const errorReportId = (reports.json() as { items: { id: number }[] }).items[0]!.id;
  await confirmCard(
    t.app,
    (await createIntent(t.app, { campaignId: campaign.id, amount: 900, ...guest })).json().clientSecret,
  );
  if (!gift || !started.json().progress) throw new Error('fixtures failed');
  return {
    donor,
    donorCookie,
    campaignId: campaign.id,
    spareCampaignId: spare.id,
    donationId,
    recurringId: gift.id,
    cardId,
    spareCardId,
    tourId,
    progressId: started.json().progress.id,
    updateId,
    spareUpdateId,
    errorReportId,
    paymentIntentId: confirmation.paymentIntentId,
    image: await makeImage(1200, 800),
  };
}

beforeAll(async () => {
  const jobs = new JobControl();
  jobs.started({ runNow: async () => {} }, [{ name: FUNDRAISER_NOTICES_JOB }]);
  t = await buildTestAppWithRoutes({
    jobs,
    rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } },
    env: { DATA_DIR: `/tmp/causeway-operation-answers-${process.pid}` },
  });
  adminCookie = await sessionCookie(t.db, (await makeUser(t.db, { role: 'admin' })).id);
});
afterAll(() => t.close());

describe('every operation answers what its contract says', () => {
  it('declares every API route the app serves as an operation of the contracts', () => {
    const declared = new Set(operations.map(keyOf));
    const own = (r: ServedRoute) => r.url === '/api/openapi.json' || r.url.startsWith('/api/docs');
    const undeclared = t.routes.filter((r) => /^\/api\//.test(r.url) && !own(r) && !declared.has(r.key));
    expect(undeclared.map((r) => r.key)).toEqual([]);
  });

  it('has a sample request for every operation, and none for an operation that is gone', () => {
    const keys = operations.map(keyOf).filter((key) => !answeredElsewhere.has(key));
    expect(keys.filter((key) => !samples[key])).toEqual([]);
    expect(Object.keys(samples).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('answers each sample request with its success status and a body its schema accepts', async () => {
    const fixtures = await makeFixtures();
    const byKey = new Map(operations.map((op) => [keyOf(op), op]));
    const failures: string[] = [];
    for (const [key, makeSample] of Object.entries(samples)) {
      const op = byKey.get(key);
      if (!op) continue; // reported by the test above
      const res = await send(op, await makeSample(fixtures));
      const status = successStatus(op);
      if (res.statusCode !== status) {
        failures.push(`${key}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      const answer = (op.responses as Record<number, z.ZodType | contracts.FileAnswer | null>)[status];
      if (answer === null || answer === undefined) {
        if (res.body !== '') failures.push(`${key}: a ${status} with a body`);
      } else if (isFileAnswer(answer)) {
        if (!String(res.headers['content-type']).startsWith(answer.file.split(';')[0]!))
          failures.push(`${key}: ${res.headers['content-type']} instead of ${answer.file}`);
      } else {
        const parsed = answer.safeParse(res.json());
        if (!parsed.success) failures.push(`${key}: ${parsed.error.message.slice(0, 400)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
