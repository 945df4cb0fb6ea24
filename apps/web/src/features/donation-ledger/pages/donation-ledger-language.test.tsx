// @vitest-environment jsdom
import { campaignAdminOperations, donationLedgerOperations } from '@causeway/contracts';
import type { I18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { annLedgerDonation } from '@/test/ledger-donation-fixture';
import { mockOperation, type Fixture } from '@/test/mock-api';
import { english, renderWithProviders } from '@/test/render';
import { AdminDonationsPage } from './donations-page';

type Donation = Fixture<typeof donationLedgerOperations.list>['items'][number];

const gil: Donation = {
  ...annLedgerDonation,
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

type Words = { count: string; search: string; record: string; provider: string; via: string; table: string };

const inEnglish: Words = {
  count: '2 donations',
  search: 'Search donations',
  record: 'Record offline gift',
  provider: 'Offline · Cheque',
  via: 'via Ada’s marathon for books',
  table: 'Donations',
};

const inSpanish: Words = {
  count: '2 donaciones',
  search: 'Buscar donaciones',
  record: 'Registrar donación fuera de línea',
  provider: 'Fuera de línea · Cheque',
  via: 'a través de Ada’s marathon for books',
  table: 'Donaciones',
};

describe('the donations ledger’s words (issue 26)', () => {
  it.each<[string, () => Promise<I18n>, Words]>([
    ['en', () => Promise.resolve(english), inEnglish],
    ['es', () => i18nFor('es'), inSpanish],
  ])('reads in %s', async (_locale, load, words) => {
    mockOperation(campaignAdminOperations.list, { items: [], total: 0, page: 1, pageSize: 100 });
    mockOperation(donationLedgerOperations.list, { items: [annLedgerDonation, gil], total: 2, page: 1, pageSize: 20 });
    renderWithProviders(<AdminDonationsPage />, { route: '/admin/donations', i18n: await load() });
    expect(await screen.findByRole('heading', { level: 2, name: words.count })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: words.search })).toBeTruthy();
    expect(screen.getByRole('link', { name: words.record })).toBeTruthy();
    const table = screen.getByRole('table', { name: words.table });
    expect(within(table).getByText(words.provider)).toBeTruthy();
    expect(within(table).getByText(words.via)).toBeTruthy();
  });
});
