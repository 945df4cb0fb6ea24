// @vitest-environment jsdom
import { campaignAdminOperations, recurringAdminOperations } from '@causeway/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOperation, type Fixture } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { RecurringGiftsPage } from './recurring-gifts-page';

// Issue 26: each recurring gift in its own currency; yen are never divided by 100.
type Page = Fixture<typeof recurringAdminOperations.list>;

const yen: Page['items'][number] = {
  id: 21,
  donor: { userId: 5, isGuest: false, firstName: 'Kenji', lastName: 'Sato', email: 'kenji@example.com' },
  campaign: { id: 9, title: 'School in Sendai' },
  amount: 5_000,
  feeAmount: 180,
  currency: 'jpy',
  interval: 'monthly',
  status: 'active',
  nextPaymentDate: '2030-05-01T12:00:00.000Z',
  card: null,
  failedAttempts: 0,
  createdAt: '2026-01-02T12:00:00.000Z',
  cancelledAt: null,
};

describe('the recurring gifts list in other currencies', () => {
  it('shows a yen gift, its fee and the cancel dialog in yen', async () => {
    mockOperation(campaignAdminOperations.list, { items: [], total: 0, page: 1, pageSize: 100 });
    mockOperation(recurringAdminOperations.list, { items: [yen], total: 1, page: 1, pageSize: 20 });
    const { user } = renderWithProviders(<RecurringGiftsPage />, {
      route: '/admin/recurring',
      path: '/admin/recurring',
    });
    const table = await screen.findByRole('table', { name: 'Recurring gifts' });
    const row = within(
      within(table)
        .getByRole('rowheader', { name: /Kenji Sato/ })
        .closest('tr')!,
    );
    expect(row.getByText('¥5,000')).toBeTruthy();
    expect(row.getByText('+ ¥180 fee')).toBeTruthy();
    await user.click(row.getByRole('button', { name: /^Cancel/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this recurring gift?' });
    expect(dialog.textContent).toContain('Kenji Sato’s ¥5,000 monthly gift');
  });
});
