// @vitest-environment jsdom
import { campaignOperations, donationLedgerOperations, refundMessages, refundOperations } from '@causeway/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignDetail } from '@/test/campaign-fixture';
import { apiError, mockOperation, type Fixture } from '@/test/mock-api';
import { ledgerDonationDetail, type LedgerDonationDetail } from '@/test/ledger-donation-fixture';
import { findToast, renderWithProviders } from '@/test/render';
import { AdminDonationDetailPage } from '../pages/donation-detail-page';

type Refund = Fixture<typeof refundOperations.create>;

// A $50 gift with a $1.50 fee covered, to a campaign that has raised $2,500.
const donation = ledgerDonationDetail();
const refunded: Refund = {
  id: 3,
  amount: 2_000,
  reason: 'Gave twice',
  status: 'succeeded',
  failureMessage: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  appliedAt: '2026-03-02T10:00:00.000Z',
};

function openPage(detail: LedgerDonationDetail = donation) {
  const details = mockOperation(donationLedgerOperations.detail, detail);
  mockOperation(campaignOperations.detail, campaignDetail({ amountRaised: 250_000, currentAmount: 250_000 }));
  return {
    details,
    ...renderWithProviders(<AdminDonationDetailPage />, { route: '/admin/donations/31', path: '/admin/donations/:id' }),
  };
}

async function openDialog(user: ReturnType<typeof openPage>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Refund' }));
  return within(await screen.findByRole('alertdialog', { name: 'Refund this donation?' }));
}

describe('refunding a donation from its page', () => {
  it('refunds in full by default, showing what the campaign total becomes, then reads the donation again', async () => {
    const { user, details } = openPage();
    const refund = mockOperation(refundOperations.create, { ...refunded, amount: 5_150 });
    const dialog = await openDialog(user);
    expect(dialog.getByRole('radio', { name: /Full refund/ })).toHaveProperty('checked', true);
    expect(dialog.getByText('$51.50, the processing fee included')).toBeDefined();
    // Only the gift counted towards the campaign: $2,500 less $50.
    expect((await dialog.findByTestId('campaign-total-after')).textContent).toBe('$2,450.00');

    await user.type(dialog.getByLabelText('Reason'), 'Asked by phone');
    await user.click(dialog.getByRole('button', { name: 'Refund $51.50' }));

    expect(await findToast(refundMessages.refunded(5_150))).toBeDefined();
    expect(refund.calls).toHaveLength(1);
    expect(refund.calls[0]!.body).toEqual({ reason: 'Asked by phone' });
    expect(refund.calls[0]!.headers.get('idempotency-key')).toMatch(/^refund-/);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(details.calls.length).toBeGreaterThan(1));
  });

  it('refunds part of it in dollars, checking the amount and the reason before sending anything', async () => {
    const { user } = openPage();
    const refund = mockOperation(refundOperations.create, refunded);
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('radio', { name: /Partial refund/ }));
    const amount = dialog.getByLabelText('Amount to refund (USD)');
    await user.type(amount, '60');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByText(refundMessages.tooMuch(5_150))).toBeDefined();
    expect(dialog.getByText(refundMessages.reasonRequired)).toBeDefined();
    expect(refund.calls).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '20');
    expect((await dialog.findByTestId('campaign-total-after')).textContent).toBe('$2,480.00');
    await user.type(dialog.getByLabelText('Reason'), 'Gave twice');
    await user.click(dialog.getByRole('button', { name: 'Refund $20.00' }));
    expect(await findToast(refundMessages.refunded(2_000))).toBeDefined();
    expect(refund.calls[0]!.body).toEqual({ amount: 2_000, reason: 'Gave twice' });
  });

  it('shows a refusal in the dialog, and a retry is a new request with a new key', async () => {
    const { user } = openPage();
    const message = refundMessages.providerRefused('Charge ch_1 has already been refunded.');
    const refund = mockOperation(refundOperations.create, (_call, index) =>
      index === 0 ? apiError(409, { message, code: 'CONFLICT' }) : refunded,
    );
    const dialog = await openDialog(user);
    await user.type(dialog.getByLabelText('Reason'), 'Asked');
    await user.click(dialog.getByRole('button', { name: 'Refund $51.50' }));
    expect(await dialog.findByText(message)).toBeDefined();
    expect(screen.getByRole('alertdialog')).toBeDefined();

    await user.click(dialog.getByRole('button', { name: 'Refund $51.50' }));
    await waitFor(() => expect(refund.calls).toHaveLength(2));
    const keys = refund.calls.map((call) => call.headers.get('idempotency-key'));
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('offers no refund for an offline gift or one refunded in full', async () => {
    openPage({ ...donation, provider: 'offline', offlineMethod: 'cash', paymentIntentId: null });
    expect(await screen.findByRole('heading', { level: 1 })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('offers no refund once the whole charge is refunded', async () => {
    openPage({ ...donation, status: 'refunded', refundedAmount: 5_150 });
    expect(await screen.findByRole('heading', { level: 1 })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });
});

describe('refunding a gift in another currency (issue 26)', () => {
  function openInCurrency(detail: LedgerDonationDetail, raised: number) {
    mockOperation(donationLedgerOperations.detail, detail);
    mockOperation(
      campaignOperations.detail,
      campaignDetail({ amountRaised: raised, currentAmount: raised, currency: detail.currency }),
    );
    return renderWithProviders(<AdminDonationDetailPage />, {
      route: '/admin/donations/31',
      path: '/admin/donations/:id',
    });
  }

  it('refunds ¥1,000 of a ¥2,500 gift in whole yen: 1000 sent, never 100000', async () => {
    const { user } = openInCurrency(ledgerDonationDetail({ amount: 2_500, feeAmount: 0, currency: 'jpy' }), 100_000);
    const refund = mockOperation(refundOperations.create, { ...refunded, amount: 1_000 });
    const dialog = await openDialog(user);
    expect(dialog.getByText('¥2,500')).toBeDefined();
    await user.click(dialog.getByRole('radio', { name: /Partial refund/ }));
    const amount = dialog.getByLabelText('Amount to refund (JPY)');
    expect(dialog.getByText('Up to ¥2,500.')).toBeDefined();
    await user.type(amount, '12.5');
    await user.type(dialog.getByLabelText('Reason'), 'Half the event was cancelled');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByText('Enter an amount in JPY, like ¥1,250')).toBeDefined();
    await user.clear(amount);
    await user.type(amount, '3000');
    expect(await dialog.findByText(refundMessages.tooMuch(2_500, 'jpy'))).toBeDefined();
    // Nothing to refund: what to type in yen, not 'at least 1 cent'.
    await user.clear(amount);
    await user.type(amount, '0');
    expect(await dialog.findByText('Enter an amount in JPY, like ¥1,250')).toBeDefined();
    await user.clear(amount);
    await user.type(amount, '¥1,000');
    expect((await dialog.findByTestId('campaign-total-after')).textContent).toBe('¥99,000');
    await user.click(dialog.getByRole('button', { name: 'Refund ¥1,000' }));
    expect(await findToast('¥1,000 refunded')).toBeDefined();
    expect(refund.calls.map((call) => call.body)).toEqual([{ amount: 1_000, reason: 'Half the event was cancelled' }]);
  });

  it('offers a euro gift in euros, the fee included, and sends cents', async () => {
    const { user } = openInCurrency(ledgerDonationDetail({ currency: 'eur' }), 250_000);
    const refund = mockOperation(refundOperations.create, refunded);
    const dialog = await openDialog(user);
    expect(dialog.getByText('€51.50, the processing fee included')).toBeDefined();
    await user.click(dialog.getByRole('radio', { name: /Partial refund/ }));
    await user.type(dialog.getByLabelText('Amount to refund (EUR)'), '20');
    expect((await dialog.findByTestId('campaign-total-after')).textContent).toBe('€2,480.00');
    await user.type(dialog.getByLabelText('Reason'), 'Gave twice');
    await user.click(dialog.getByRole('button', { name: 'Refund €20.00' }));
    expect(await findToast('€20.00 refunded')).toBeDefined();
    expect(refund.calls[0]!.body).toEqual({ amount: 2_000, reason: 'Gave twice' });
  });
});
