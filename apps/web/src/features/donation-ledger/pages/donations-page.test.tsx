// @vitest-environment jsdom
import { campaignAdminOperations, donationLedgerOperations } from '@causeway/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { annLedgerDonation } from '@/test/ledger-donation-fixture';
import { apiError, mockOperation, type Fixture } from '@/test/mock-api';
import { findNavigation, renderWithProviders } from '@/test/render';
import { AdminDonationsPage } from './donations-page';

type Page = Fixture<typeof donationLedgerOperations.list>;
type Donation = Page['items'][number];

const ann = annLedgerDonation;
const gil: Donation = {
  ...ann,
  id: 32,
  userId: null,
  isGuest: true,
  firstName: 'Gil',
  lastName: 'Hollow',
  email: 'gil@example.com',
  campaign: { id: 8, title: 'Books for Tamale' },
  amount: 12_000,
  feeAmount: 0,
  status: 'succeeded',
  donationType: 'recurring',
  provider: 'offline',
  receiptNumber: 1043,
  refundedAmount: 0,
  offlineMethod: 'cheque',
  fundraiser: { id: 12, slug: 'adas-marathon', title: 'Ada’s marathon for books' },
};

let donations: Donation[];
beforeEach(() => {
  donations = [ann, gil];
  mockOperation(campaignAdminOperations.list, { items: [], total: 0, page: 1, pageSize: 100 });
});

function openPage(route = '/admin/donations') {
  const list = mockOperation(donationLedgerOperations.list, (): Page => ({
    items: donations,
    total: donations.length,
    page: 1,
    pageSize: 20,
  }));
  return { list, ...renderWithProviders(<AdminDonationsPage />, { route, path: '/admin/donations' }) };
}

const table = () => screen.findByRole('table', { name: 'Donations' });
const rowOf = async (name: string) =>
  within(await table())
    .getByRole('rowheader', { name: new RegExp(name) })
    .closest('tr') as HTMLElement;
const lastQuery = (list: { calls: { url: URL }[] }) => Object.fromEntries(list.calls.at(-1)!.url.searchParams);

describe('the donations ledger', () => {
  it("shows each amount in its gift's currency: euros with cents, yen whole (issue 26)", async () => {
    donations = [
      { ...ann, currency: 'eur', amount: 2_550, refundedAmount: 550 },
      { ...gil, currency: 'jpy', amount: 2_500, refundedAmount: 1_000 },
    ];
    openPage();
    expect(within(await rowOf('Ann Quill')).getByRole('cell', { name: '€25.50 (−€5.50 refunded)' })).toBeDefined();
    expect(within(await rowOf('Gil Hollow')).getByRole('cell', { name: '¥2,500 (−¥1,000 refunded)' })).toBeDefined();
  });

  it('shows each donation with its donor, amount and refund, status, provider and receipt, linked to its page', async () => {
    openPage();
    expect(await screen.findByRole('heading', { level: 2, name: '2 donations' })).toBeDefined();
    const first = within(await rowOf('Ann Quill'));
    expect(first.getByRole('cell', { name: '$50.00 (−$25.00 refunded)' })).toBeDefined();
    expect(first.getByText('ann@example.com')).toBeDefined();
    expect(first.getByText('Clean Water for Kisoro')).toBeDefined();
    expect(first.getByText('Succeeded')).toBeDefined();
    expect(first.getByText('Stripe')).toBeDefined();
    expect(first.getByText('#1042')).toBeDefined();
    expect(first.getByRole('link', { name: 'Ann Quill' }).getAttribute('href')).toBe('/admin/donations/31');
    expect(first.queryByText('Guest')).toBeNull();

    const second = within(await rowOf('Gil Hollow'));
    expect(second.getByText('Guest')).toBeDefined();
    expect(second.getByRole('cell', { name: '$120.00' })).toBeDefined();
    expect(second.getByText('Offline · Cheque')).toBeDefined();
    expect(second.getByText('Recurring')).toBeDefined();
  });

  it('says which supporter’s page a gift was given through, and nothing for a direct gift', async () => {
    openPage();
    expect(within(await rowOf('Gil Hollow')).getByText('via Ada’s marathon for books')).toBeDefined();
    expect(within(await rowOf('Ann Quill')).queryByText(/^via /)).toBeNull();
  });

  it('opens a donation from a click on its row', async () => {
    const { user } = openPage();
    await user.click(within(await rowOf('Gil Hollow')).getByText('Books for Tamale'));
    expect(await findNavigation()).toBe('/admin/donations/32');
  });

  it('sends the URL’s search, filters, amounts in cents and sort', async () => {
    const { list } = openPage(
      '/admin/donations?q=ann&status=refunded&campaign=7&type=one_time&provider=offline&from=2026-01-01&to=2026-01-31&min=25&max=100.5&sort=amount_asc&page=2',
    );
    await table();
    expect(lastQuery(list)).toEqual({
      q: 'ann',
      status: 'refunded',
      campaignId: '7',
      type: 'one_time',
      provider: 'offline',
      from: '2026-01-01',
      to: '2026-01-31',
      minAmount: '2500',
      maxAmount: '10050',
      sort: 'amount_asc',
      page: '2',
      limit: '20',
    });
  });

  it('puts a new filter in the URL and starts again from page 1', async () => {
    const { list, user } = openPage('/admin/donations?q=ann&page=3');
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Provider' }), 'Offline');
    await waitFor(() => expect(lastQuery(list).provider).toBe('offline'));
    expect(lastQuery(list)).toMatchObject({ q: 'ann', page: '1' });

    await user.type(screen.getByRole('textbox', { name: 'Min amount ($)' }), '12.5{Enter}');
    await waitFor(() => expect(lastQuery(list).minAmount).toBe('1250'));

    await user.type(screen.getByLabelText('From'), '2026-02-01');
    await waitFor(() => expect(lastQuery(list).from).toBe('2026-02-01'));
  });

  it('filters by currency, the amounts then typed in it: 25 stays 25 in yen, and ¥2,500 is 2500 (issue 26)', async () => {
    const { list, user } = openPage('/admin/donations?min=25');
    await table();
    expect(lastQuery(list).minAmount).toBe('2500');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'jpy');
    await waitFor(() => expect(lastQuery(list)).toMatchObject({ currency: 'jpy', minAmount: '25' }));
    const min = screen.getByRole('textbox', { name: 'Min amount (¥)' });
    expect((min as HTMLInputElement).value).toBe('25');
    await user.clear(min);
    await user.type(min, '2500{Enter}');
    await waitFor(() => expect(lastQuery(list).minAmount).toBe('2500'));
    // Part of a yen is not an amount: the field goes back to the URL's.
    await user.clear(min);
    await user.type(min, '12.5{Enter}');
    expect((min as HTMLInputElement).value).toBe('2500');
  });

  it('folds the filters behind a button on phones that says how many are set', async () => {
    const { user } = openPage('/admin/donations?status=failed&min=10&q=ann');
    const toggle = screen.getByRole('button', { name: 'Filters (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const grid = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(grid.className).toContain('max-md:hidden');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(grid.className).not.toContain('max-md:hidden');
  });

  it('searches by what is typed in the search box', async () => {
    const { list, user } = openPage();
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Search donations' }), '1042{Enter}');
    await waitFor(() => expect(lastQuery(list).q).toBe('1042'));
  });

  it('sorts by amount from its column header, and turns it around on a second click', async () => {
    const { list, user } = openPage();
    const amount = within(await table()).getByRole('button', { name: 'Amount' });
    expect(amount.closest('th')!.getAttribute('aria-sort')).toBeNull();
    await user.click(amount);
    await waitFor(() => expect(lastQuery(list).sort).toBe('amount_asc'));
    await waitFor(() => expect(amount.closest('th')!.getAttribute('aria-sort')).toBe('ascending'));
    await user.click(amount);
    await waitFor(() => expect(lastQuery(list).sort).toBe('amount_desc'));
    // Newest first is the default, so the date header says so.
    const date = within(await table()).getByRole('button', { name: 'Date' });
    await user.click(date);
    await waitFor(() => expect(lastQuery(list).sort).toBe('date_asc'));
  });

  it('offers the export of the current filter, per donation or per donor', async () => {
    const { user } = openPage('/admin/donations?status=succeeded&min=10');
    await table();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const perDonation = await screen.findByRole('menuitem', { name: 'One row per donation' });
    expect(perDonation.getAttribute('href')).toBe(
      '/api/admin/donations/export?status=succeeded&minAmount=1000&format=donations',
    );
    expect(screen.getByRole('menuitem', { name: 'Donor totals' }).getAttribute('href')).toBe(
      '/api/admin/donations/export?status=succeeded&minAmount=1000&format=donors',
    );
  });

  it('says so when nothing matches, with a way to clear the filters', async () => {
    donations = [];
    openPage('/admin/donations?status=failed');
    expect(await screen.findByText('No donations found')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe('/admin/donations');
  });

  it('says the ledger is empty before any donation', async () => {
    donations = [];
    openPage();
    expect(await screen.findByText('No donations found')).toBeDefined();
    expect(screen.getByText(/Donations appear here as soon as a donor starts one/)).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Clear filters' })).toBeNull();
  });

  it('shows placeholder rows while the first page loads', async () => {
    openPage();
    expect(screen.getByRole('status', { name: 'Loading donations' })).toBeDefined();
    await table();
  });

  it('offers to try again when the list fails to load', async () => {
    mockOperation(donationLedgerOperations.list, () =>
      apiError(500, { message: 'Internal Server Error', code: 'INTERNAL' }),
    );
    renderWithProviders(<AdminDonationsPage />, { route: '/admin/donations' });
    expect(await screen.findByText('Failed to load donations')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeDefined();
  });
});
