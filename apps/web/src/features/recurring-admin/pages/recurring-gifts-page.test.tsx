// @vitest-environment jsdom
import { campaignAdminOperations, recurringAdminMessages, recurringAdminOperations } from '@causeway/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, mockOperation, type Fixture } from '@/test/mock-api';
import { findToast, renderWithProviders } from '@/test/render';
import { RecurringGiftsPage } from './recurring-gifts-page';

type Page = Fixture<typeof recurringAdminOperations.list>;
type Gift = Page['items'][number];

const ann: Gift = {
  id: 11,
  donor: { userId: 4, isGuest: false, firstName: 'Ann', lastName: 'Quill', email: 'ann@example.com' },
  campaign: { id: 7, title: 'Clean Water for Kisoro' },
  amount: 5_000,
  feeAmount: 200,
  currency: 'usd',
  interval: 'monthly',
  status: 'active',
  nextPaymentDate: '2030-05-01T12:00:00.000Z',
  card: { brand: 'visa', last4: '4242' },
  failedAttempts: 0,
  createdAt: '2026-01-02T12:00:00.000Z',
  cancelledAt: null,
};
const gil: Gift = {
  ...ann,
  id: 12,
  donor: { userId: null, isGuest: true, firstName: 'Gil', lastName: 'Hollow', email: 'gil@example.com' },
  campaign: { id: 8, title: 'Books for Tamale' },
  amount: 12_000,
  feeAmount: 0,
  interval: 'yearly',
  status: 'paused',
  nextPaymentDate: null,
  card: null,
};

/** The gifts as the server holds them: the list is read again after a cancel. */
let gifts: Gift[];
beforeEach(() => {
  gifts = [ann, gil];
  mockOperation(campaignAdminOperations.list, {
    items: [],
    total: 0,
    page: 1,
    pageSize: 100,
  });
});

function openPage(route = '/admin/recurring') {
  const list = mockOperation(recurringAdminOperations.list, (): Page => ({
    items: gifts,
    total: gifts.length,
    page: 1,
    pageSize: 20,
  }));
  return { list, ...renderWithProviders(<RecurringGiftsPage />, { route, path: '/admin/recurring' }) };
}

const table = () => screen.findByRole('table', { name: 'Recurring gifts' });
const rowOf = async (name: string) => {
  const row = within(await table())
    .getByRole('rowheader', { name: new RegExp(name) })
    .closest('tr');
  return row as HTMLElement;
};

describe('the recurring gifts list', () => {
  it('shows each gift with its donor, status, next charge and card', async () => {
    openPage();
    expect(await screen.findByRole('heading', { level: 2, name: '2 recurring gifts' })).toBeDefined();
    const first = within(await rowOf('Ann Quill'));
    expect(first.getByText('$50.00')).toBeDefined();
    expect(first.getByText('+ $2.00 fee')).toBeDefined();
    expect(first.getByText('Monthly')).toBeDefined();
    expect(first.getByText('Active')).toBeDefined();
    expect(first.getByText('May 1, 2030')).toBeDefined();
    expect(first.getByText('Visa • 4242')).toBeDefined();
    expect(first.getByRole('link', { name: 'Ann Quill' }).getAttribute('href')).toBe('/admin/donors/u4');
    const second = within(await rowOf('Gil Hollow'));
    expect(second.getByText('Guest')).toBeDefined();
    expect(second.getByText('Paused')).toBeDefined();
    // No next charge while paused, no card saved.
    expect(second.getAllByText('—')).toHaveLength(2);
  });

  it('sends the URL’s search, filters and sort, and a new filter starts again from page 1', async () => {
    const { list, user } = openPage('/admin/recurring?q=ann&interval=monthly&sort=amount_desc&page=2');
    await table();
    const query = list.calls[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({ q: 'ann', interval: 'monthly', sort: 'amount_desc', page: '2' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paused');
    await waitFor(() => expect(list.calls.at(-1)!.url.searchParams.get('status')).toBe('paused'));
    expect(list.calls.at(-1)!.url.searchParams.get('page')).toBe('1');
    expect(list.calls.at(-1)!.url.searchParams.get('interval')).toBe('monthly');
  });

  it('sorts from a column header and from the sort picker', async () => {
    const { list, user } = openPage();
    await user.click(within(await table()).getByRole('button', { name: 'Next charge' }));
    await waitFor(() => expect(list.calls.at(-1)!.url.searchParams.get('sort')).toBe('next_charge_asc'));
    // The picker (the only way on a phone, where the table is cards) shows the same order, and changes it.
    const picker = screen.getByRole('combobox', { name: 'Sort by' });
    expect((picker as HTMLSelectElement).value).toBe('next_charge_asc');
    await user.selectOptions(picker, 'Amount, highest first');
    await waitFor(() => expect(list.calls.at(-1)!.url.searchParams.get('sort')).toBe('amount_desc'));
  });

  it('says so when nothing matches, with a way to clear the filters', async () => {
    gifts = [];
    openPage('/admin/recurring?status=cancelled');
    expect(await screen.findByText('No recurring gifts found')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe('/admin/recurring');
  });

  it('offers to try again when the list fails to load', async () => {
    mockOperation(recurringAdminOperations.list, () =>
      apiError(500, { message: 'Internal Server Error', code: 'INTERNAL' }),
    );
    renderWithProviders(<RecurringGiftsPage />, { route: '/admin/recurring' });
    expect(await screen.findByText('Failed to load recurring gifts')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeDefined();
  });
});

describe('cancelling a gift for its donor', () => {
  it('asks with a reason and the e-mail box checked, cancels, and the list shows it cancelled', async () => {
    const cancel = mockOperation(recurringAdminOperations.cancel, (call) => {
      const cancelled: Gift = {
        ...ann,
        status: 'cancelled',
        nextPaymentDate: null,
        cancelledAt: '2026-03-01T00:00:00Z',
      };
      gifts = [cancelled, gil];
      expect(call.params.id).toBe('11');
      return { gift: cancelled, donorEmailed: true };
    });
    const { user, list } = openPage();
    await user.click(within(await rowOf('Ann Quill')).getByRole('button', { name: /^Cancel/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this recurring gift?' });
    expect(within(dialog).getByText(/Ann Quill’s \$50\.00 monthly gift/)).toBeDefined();
    // The safe answer has the focus.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep gift' }));
    const notify = within(dialog).getByRole('checkbox', { name: 'E-mail the donor' });
    expect(notify.getAttribute('aria-checked')).toBe('true');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Asked by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel gift' }));

    const toast = await findToast('Recurring gift cancelled');
    expect(within(toast).getByText(/Ann Quill will not be charged again .* They have been e-mailed\./)).toBeDefined();
    expect(cancel.calls[0]!.body).toEqual({ reason: 'Asked by phone', notifyDonor: true });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByText('Cancelled')).toHaveLength(1));
    expect(list.calls.length).toBeGreaterThan(1);
    expect(within(await rowOf('Ann Quill')).queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });

  it('sends notifyDonor false when the box is unticked, and Keep gift changes nothing', async () => {
    const cancel = mockOperation(recurringAdminOperations.cancel, {
      gift: { ...gil, status: 'cancelled' },
      donorEmailed: false,
    });
    const { user } = openPage();
    await user.click(within(await rowOf('Gil Hollow')).getByRole('button', { name: /^Cancel/ }));
    let dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep gift' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(cancel.calls).toHaveLength(0);

    await user.click(within(await rowOf('Gil Hollow')).getByRole('button', { name: /^Cancel/ }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'E-mail the donor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel gift' }));
    await findToast('Recurring gift cancelled');
    expect(cancel.calls[0]!.body).toEqual({ reason: '', notifyDonor: false });
  });

  it('shows the server’s reason when the gift was already cancelled', async () => {
    mockOperation(recurringAdminOperations.cancel, () =>
      apiError(409, { message: recurringAdminMessages.alreadyCancelled, code: 'CONFLICT' }),
    );
    const { user } = openPage();
    await user.click(within(await rowOf('Ann Quill')).getByRole('button', { name: /^Cancel/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel gift' }));
    const toast = await findToast('Could not cancel the recurring gift');
    expect(within(toast).getByText(recurringAdminMessages.alreadyCancelled)).toBeDefined();
  });
});
