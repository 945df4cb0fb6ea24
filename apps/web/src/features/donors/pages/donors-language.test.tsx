// @vitest-environment jsdom
import { donorOperations, type Locale } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { mockOperation, type Fixture } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { AdminDonorsPage } from './donors-page';

type Donor = Fixture<typeof donorOperations.list>['items'][number];
const donor: Donor = {
  key: 'u7',
  id: 7,
  isGuest: false,
  username: 'kenji',
  firstName: 'Kenji',
  lastName: 'Sato',
  email: 'kenji@example.com',
  totalDonated: 5_000,
  totals: [{ currency: 'usd', total: 5_000 }],
  donationCount: 1,
  recurringCount: 0,
  firstDonationAt: '2026-01-02T12:00:00.000Z',
  lastDonationAt: '2026-01-02T12:00:00.000Z',
};

describe('the donor list’s words (issue 26)', () => {
  it.each([
    ['en', 'Donors', 'Search donors', 'Show', 'All donors', 'Total donated', '1 donor'],
    ['es', 'Donantes', 'Buscar donantes', 'Mostrar', 'Todos los donantes', 'Total donado', '1 donante'],
  ] as const)('reads in %s', async (locale: Locale, title, search, show, allDonors, total, count) => {
    mockOperation(donorOperations.list, { items: [donor], total: 1, page: 1, pageSize: 10 });
    const i18n = locale === 'en' ? undefined : await i18nFor(locale);
    renderWithProviders(<AdminDonorsPage />, { route: '/admin/donors', i18n });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByLabelText(search)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: show })).toBeTruthy();
    expect(screen.getByRole('option', { name: allDonors })).toBeTruthy();
    expect(await screen.findByRole('columnheader', { name: total })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: count })).toBeTruthy();
  });
});
