// @vitest-environment jsdom
import { campaignAdminOperations, recurringAdminOperations, type Locale } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { mockOperation, type Fixture } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { RecurringGiftsPage } from './recurring-gifts-page';

type Gift = Fixture<typeof recurringAdminOperations.list>['items'][number];
const gift: Gift = {
  id: 11,
  donor: { userId: 4, isGuest: false, firstName: 'Ann', lastName: 'Quill', email: 'ann@example.com' },
  campaign: { id: 7, title: 'Clean Water for Kisoro' },
  amount: 5_000,
  feeAmount: 0,
  currency: 'usd',
  interval: 'monthly',
  status: 'active',
  nextPaymentDate: '2030-05-01T12:00:00.000Z',
  card: { brand: 'visa', last4: '4242' },
  failedAttempts: 0,
  createdAt: '2026-01-02T12:00:00.000Z',
  cancelledAt: null,
};

describe('the recurring gifts page’s words (issue 26)', () => {
  it.each([
    ['en', 'Recurring gifts', 'Search recurring gifts', 'Sort by', 'All statuses', 'Next charge', '1 recurring gift'],
    [
      'es',
      'Donaciones recurrentes',
      'Buscar donaciones recurrentes',
      'Ordenar por',
      'Todos los estados',
      'Próximo cobro',
      '1 donación recurrente',
    ],
  ] as const)('reads in %s', async (locale: Locale, title, search, sortBy, allStatuses, nextCharge, count) => {
    mockOperation(campaignAdminOperations.list, { items: [], total: 0, page: 1, pageSize: 100 });
    mockOperation(recurringAdminOperations.list, { items: [gift], total: 1, page: 1, pageSize: 20 });
    const i18n = locale === 'en' ? undefined : await i18nFor(locale);
    renderWithProviders(<RecurringGiftsPage />, { route: '/admin/recurring', path: '/admin/recurring', i18n });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByLabelText(search)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: sortBy })).toBeTruthy();
    expect(screen.getByRole('option', { name: allStatuses })).toBeTruthy();
    expect(await screen.findByRole('columnheader', { name: nextCharge })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: count })).toBeTruthy();
  });
});
