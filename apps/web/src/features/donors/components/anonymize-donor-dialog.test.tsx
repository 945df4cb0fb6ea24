// @vitest-environment jsdom
import { donorOperations, privacyMessages, privacyOperations } from '@causeway/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOperation, type Fixture } from '@/test/mock-api';
import { findNavigation, findToast, renderWithProviders } from '@/test/render';
import { AdminDonorDetailPage } from '../pages/donor-detail-page';

type Detail = Fixture<typeof donorOperations.detail>;
const donor: Detail['donor'] = {
  key: 'gann@example.com',
  id: null,
  isGuest: true,
  username: null,
  firstName: 'Ann',
  lastName: 'Quill',
  email: 'ann@example.com',
  totalDonated: 2_500,
  totals: [{ currency: 'usd', total: 2_500 }],
  donationCount: 1,
  recurringCount: 0,
  firstDonationAt: '2026-01-02T12:00:00.000Z',
  lastDonationAt: '2026-01-02T12:00:00.000Z',
};

function openPage(detail: Detail['donor']) {
  mockOperation(donorOperations.detail, { donor: detail, donations: [], recurringDonations: [] });
  const anonymize = mockOperation(privacyOperations.anonymizeDonor, {
    message: privacyMessages.donorAnonymized,
    donationsAnonymized: 1,
    recurringAnonymized: 0,
    recurringCancelled: 0,
    accountDeleted: !detail.isGuest,
  });
  const view = renderWithProviders(<AdminDonorDetailPage />, {
    route: `/admin/donors/${encodeURIComponent(detail.key)}`,
    path: '/admin/donors/:key',
  });
  return { anonymize, ...view };
}

describe('Anonymize donor', () => {
  it('needs the donor’s e-mail typed, erases a guest by address and goes back to the list', async () => {
    const { anonymize, user } = openPage(donor);
    await user.click(await screen.findByRole('button', { name: 'Anonymize donor' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Anonymize Ann Quill?' }));
    const confirm = dialog.getByRole('button', { name: 'Anonymize donor' });
    const typed = dialog.getByLabelText(/to confirm$/);
    await user.type(typed, 'someone@example.com');
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.clear(typed);
    await user.type(typed, 'ANN@example.com');
    await user.click(confirm);
    expect(await findNavigation()).toBe('/admin/donors');
    expect(await findToast('Donor anonymized')).toBeDefined();
    expect(anonymize.calls.map((c) => c.body)).toEqual([{ email: 'ann@example.com' }]);
  });

  it('erases a registered donor by account', async () => {
    const { anonymize, user } = openPage({ ...donor, key: 'u42', id: 42, isGuest: false, username: 'ann' });
    await user.click(await screen.findByRole('button', { name: 'Anonymize donor' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.type(dialog.getByLabelText(/to confirm$/), 'ann@example.com');
    await user.click(dialog.getByRole('button', { name: 'Anonymize donor' }));
    expect(await findNavigation()).toBe('/admin/donors');
    expect(anonymize.calls.map((c) => c.body)).toEqual([{ userId: 42 }]);
  });
});
