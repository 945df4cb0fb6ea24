// @vitest-environment jsdom
import { donationLedgerOperations } from '@causeway/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { annLedgerDonation } from '@/test/ledger-donation-fixture';
import { apiError, mockOperation, type Fixture } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { AdminDonationDetailPage } from './donation-detail-page';

type Detail = Fixture<typeof donationLedgerOperations.detail>;

const donation: Detail = {
  ...annLedgerDonation,
  donationType: 'recurring',
  currency: 'usd',
  anonymous: false,
  paymentIntentId: 'pi_3Abc',
  subscriptionId: 'sub_9Xyz',
  recurringDonationId: 5,
  interval: 'monthly',
  succeededAt: '2026-03-01T15:00:05.000Z',
  failureMessage: null,
  note: null,
  timeline: [
    {
      eventId: 'evt_succeeded',
      type: 'payment_intent.succeeded',
      outcome: 'applied',
      occurredAt: '2026-03-01T15:00:04.000Z',
      receivedAt: '2026-03-01T15:00:05.000Z',
    },
    {
      eventId: 'evt_refunded',
      type: 'charge.refunded',
      outcome: 'applied',
      occurredAt: '2026-03-02T10:00:01.000Z',
      receivedAt: '2026-03-02T10:00:02.000Z',
    },
    {
      eventId: 'evt_refunded',
      type: 'charge.refunded',
      outcome: 'duplicate',
      occurredAt: '2026-03-02T10:00:01.000Z',
      receivedAt: '2026-03-02T11:00:00.000Z',
    },
  ],
  auditTrail: [
    {
      id: 9,
      action: 'donation.refund_requested',
      actorName: 'Grace Admin',
      before: { refundedAmount: 0 },
      after: { refundedAmount: 2_500, reason: 'Asked by phone' },
      createdAt: '2026-03-02T10:00:00.000Z',
    },
  ],
  refunds: [
    {
      id: 3,
      amount: 2_500,
      reason: 'Asked by phone',
      status: 'succeeded',
      failureMessage: null,
      createdAt: '2026-03-02T10:00:00.000Z',
      appliedAt: '2026-03-02T10:00:02.000Z',
    },
  ],
};

function openPage(detail: Detail | Response = donation, id = '31') {
  const call = mockOperation(donationLedgerOperations.detail, detail);
  return {
    call,
    ...renderWithProviders(<AdminDonationDetailPage />, {
      route: `/admin/donations/${id}`,
      path: '/admin/donations/:id',
    }),
  };
}

const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('a donation in the ledger', () => {
  it('shows its donor, campaign, money and provider ids', async () => {
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: '$50.00 (−$25.00 refunded)' })).toBeDefined();
    expect(within(term('Name')).getByRole('link', { name: 'Ann Quill' }).getAttribute('href')).toBe('/admin/donors/u4');
    expect(within(term('Campaign')).getByRole('link').getAttribute('href')).toBe('/campaigns/7');
    expect(term('Gift').textContent).toBe('$50.00');
    expect(term('Fee covered').textContent).toBe('$1.50');
    expect(term('Refunded').textContent).toBe('−$25.00');
    expect(term('Net gift').textContent).toBe('$25.00');
    expect(term('Currency').textContent).toBe('USD');
    expect(term('Type').textContent).toBe('Recurring · Monthly');
    expect(term('Receipt number').textContent).toBe('1042');
    expect(term('Payment intent').textContent).toBe('pi_3Abc');
    expect(term('Subscription').textContent).toBe('sub_9Xyz');
    expect(screen.getByRole('link', { name: 'Back to donations' }).getAttribute('href')).toBe('/admin/donations');
  });

  it("shows a yen gift in whole yen everywhere: heading, facts, the audit's amounts and the refund (issue 26)", async () => {
    openPage({
      ...donation,
      currency: 'jpy',
      amount: 2_500,
      feeAmount: 0,
      refundedAmount: 1_000,
      auditTrail: [{ ...donation.auditTrail[0]!, after: { refundedAmount: 1_000, reason: 'Asked by phone' } }],
      refunds: [{ ...donation.refunds[0]!, amount: 1_000 }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: '¥2,500 (−¥1,000 refunded)' })).toBeDefined();
    expect(term('Gift').textContent).toBe('¥2,500');
    expect(term('Net gift').textContent).toBe('¥1,500');
    expect(term('Currency').textContent).toBe('JPY');
    const timeline = within(screen.getByRole('region', { name: 'Timeline' }));
    expect(timeline.getByRole('heading', { level: 3, name: 'Refund of ¥1,000 asked' })).toBeDefined();
    expect(timeline.getByText('Refunded amount', { selector: 'dt' }).nextElementSibling!.textContent).toBe(
      '¥0 → ¥1,000',
    );
  });

  it('names the supporter’s page a gift was given through, linked to it, and no such line for a direct gift', async () => {
    openPage({ ...donation, fundraiser: { id: 12, slug: 'adas-marathon', title: 'Ada’s marathon for water' } });
    const fundraiser = await screen.findByText('Fundraiser', { selector: 'dt' });
    const link = within(fundraiser.nextElementSibling as HTMLElement).getByRole('link', {
      name: 'Ada’s marathon for water',
    });
    expect(link.getAttribute('href')).toBe('/campaigns/7/fundraisers/adas-marathon');
  });

  it('has no Fundraiser line for a gift to the campaign directly', async () => {
    openPage();
    expect(await screen.findByText('Campaign', { selector: 'dt' })).toBeDefined();
    expect(screen.queryByText('Fundraiser', { selector: 'dt' })).toBeNull();
  });

  it('tells its history in order: events with their outcome, the admin’s action with before and after, the refund', async () => {
    openPage();
    const timeline = within(await screen.findByRole('region', { name: 'Timeline' }));
    const titles = timeline.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Donation started',
      'Payment intent succeeded',
      'Refund requested',
      'Refund of $25.00 asked',
      'Charge refunded',
      'Charge refunded',
    ]);
    const items = timeline.getAllByRole('listitem');
    expect(within(items[1]!).getByText('Applied')).toBeDefined();
    expect(within(items[4]!).getByText('Applied')).toBeDefined();
    expect(within(items[5]!).getByText('Duplicate (already recorded)')).toBeDefined();
    expect(within(items[5]!).getByText(/^Received/).textContent).toMatch(/^Received Mar 2, 2026/);
    expect(within(items[5]!).getByText(/^Occurred at the provider/)).toBeDefined();
    expect(timeline.getByText(/By Grace Admin/)).toBeDefined();
    const change = timeline.getByText('Refunded amount', { selector: 'dt' }).nextElementSibling!;
    expect(change.textContent).toBe('$0.00 → $25.00');
    expect(timeline.getByText('Reason', { selector: 'dt' }).nextElementSibling!.textContent).toBe('Asked by phone');
    expect(timeline.getByText('Reason: Asked by phone')).toBeDefined();
  });

  it('shows an offline gift’s method and note, and no provider ids', async () => {
    openPage({
      ...donation,
      userId: null,
      isGuest: true,
      firstName: 'Gil',
      lastName: 'Hollow',
      provider: 'offline',
      offlineMethod: 'cheque',
      note: 'Cheque no. 1234',
      paymentIntentId: null,
      subscriptionId: null,
      donationType: 'one_time',
      interval: null,
      refundedAmount: 0,
      timeline: [],
      auditTrail: [],
      refunds: [],
    });
    expect(await screen.findByRole('heading', { level: 1, name: '$50.00' })).toBeDefined();
    expect(term('Provider').textContent).toBe('Offline · Cheque');
    expect(term('Offline method').textContent).toBe('Cheque');
    expect(term('Note').textContent).toBe('Cheque no. 1234');
    expect(screen.queryByText('Payment intent')).toBeNull();
    // A guest has no donor page to link to.
    expect(within(term('Name')).queryByRole('link')).toBeNull();
    expect(within(term('Name')).getByText('Guest')).toBeDefined();
    expect(screen.getByRole('heading', { level: 3, name: 'Recorded as an offline gift' })).toBeDefined();
  });

  it('shows why a payment failed, and that nothing was received', async () => {
    openPage({ ...donation, status: 'failed', refundedAmount: 0, failureMessage: 'Your card was declined.' });
    expect(await screen.findByText('Your card was declined.')).toBeDefined();
    expect(term('Net gift').textContent).toBe('$0.00Nothing was received');
  });

  it('says the donation does not exist for an unknown id, without asking for an impossible one', async () => {
    openPage(apiError(404, { message: 'Donation not found', code: 'NOT_FOUND' }));
    expect(await screen.findByRole('heading', { name: 'Donation not found' })).toBeDefined();

    const { call } = openPage(donation, 'abc');
    expect(screen.getAllByRole('heading', { name: 'Donation not found' }).length).toBeGreaterThan(0);
    expect(call.calls).toHaveLength(0);
  });

  it('offers to try again when the donation fails to load', async () => {
    openPage(apiError(500, { message: 'Internal Server Error', code: 'INTERNAL' }));
    expect(await screen.findByText('Failed to load donation')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeDefined();
  });
});
