// @vitest-environment jsdom
import { donationLedgerOperations, receiptMessages, receiptOperations } from '@causeway/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockOperation } from '@/test/mock-api';
import { offlineGiftDetail, type LedgerDonationDetail } from '@/test/ledger-donation-fixture';
import { findToast, renderWithProviders } from '@/test/render';
import { AdminDonationDetailPage } from '../pages/donation-detail-page';

const donation = offlineGiftDetail({ id: 44, amount: 12_500, note: 'Cheque no. 20417' });

function openPage(detail: LedgerDonationDetail = donation) {
  const details = mockOperation(donationLedgerOperations.detail, detail);
  return {
    details,
    ...renderWithProviders(<AdminDonationDetailPage />, { route: '/admin/donations/44', path: '/admin/donations/:id' }),
  };
}

async function openDialog(user: ReturnType<typeof openPage>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Resend receipt' }));
  return within(await screen.findByRole('dialog', { name: 'Resend receipt' }));
}

describe('resending a receipt from the donation page', () => {
  it("sends it to the donor's address by default, toasts where it went and reads the donation again", async () => {
    const { user, details } = openPage();
    const resend = mockOperation(receiptOperations.resend, { to: 'olive@example.com' });
    const dialog = await openDialog(user);
    const donorChoice = dialog.getByRole('radio', { name: /The donor's address/ });
    expect(donorChoice).toHaveProperty('checked', true);
    expect(dialog.getByText('olive@example.com')).toBeDefined();

    await user.click(dialog.getByRole('button', { name: 'Send receipt' }));
    expect(await findToast(receiptMessages.sent('olive@example.com'))).toBeDefined();
    expect(resend.calls).toHaveLength(1);
    expect(resend.calls[0]!.url.pathname).toBe('/api/admin/donations/44/receipt');
    expect(resend.calls[0]!.body).toEqual({});
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(details.calls.length).toBeGreaterThan(1));
  });

  it('sends it to another address, checked before anything is sent', async () => {
    const { user } = openPage();
    const resend = mockOperation(receiptOperations.resend, { to: 'accounts@example.org' });
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('radio', { name: /Another address/ }));
    const email = dialog.getByLabelText('E-mail address');
    await user.type(email, 'not an address');
    await user.click(dialog.getByRole('button', { name: 'Send receipt' }));
    expect(await dialog.findByText(receiptMessages.emailInvalid)).toBeDefined();
    expect(resend.calls).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'accounts@example.org');
    await user.click(dialog.getByRole('button', { name: 'Send receipt' }));
    expect(await findToast(receiptMessages.sent('accounts@example.org'))).toBeDefined();
    expect(resend.calls[0]!.body).toEqual({ email: 'accounts@example.org' });
  });

  it("shows the server's refusal in the dialog, which stays open", async () => {
    const { user } = openPage();
    mockOperation(receiptOperations.resend, apiError(409, { message: receiptMessages.noAddress, code: 'CONFLICT' }));
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Send receipt' }));
    expect(await dialog.findByText(receiptMessages.noAddress)).toBeDefined();
    expect(screen.getByRole('dialog')).toBeDefined();
  });

  it('offers only another address when the donor has none on file', async () => {
    const { user } = openPage({ ...donation, email: '', firstName: '', lastName: '' });
    const dialog = await openDialog(user);
    expect(dialog.getByRole('radio', { name: /The donor's address/ })).toHaveProperty('disabled', true);
    expect(dialog.getByRole('radio', { name: /Another address/ })).toHaveProperty('checked', true);
    expect(dialog.getByText('No address on file for this donor')).toBeDefined();
  });

  it('offers no resend for a donation without a receipt', async () => {
    openPage({ ...donation, status: 'failed', receiptNumber: null, provider: 'sandbox', offlineMethod: null });
    expect(await screen.findByRole('heading', { level: 1 })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Resend receipt' })).toBeNull();
  });
});
