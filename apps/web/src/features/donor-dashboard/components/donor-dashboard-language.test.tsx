// @vitest-environment jsdom
import { recurringOperations } from '@causeway/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { mockOperation, type Fixture } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { ExportDataButton } from './export-data-button';
import { RecurringTab } from './recurring/recurring-tab';
import { TaxReceiptButton } from './tax-receipt/tax-receipt-button';

const gift: Fixture<typeof recurringOperations.list>[number] = {
  id: 8,
  amount: 2_500,
  currency: 'usd',
  feeAmount: 0,
  interval: 'monthly',
  status: 'active',
  nextPaymentDate: '2030-05-01T00:00:00.000Z',
  createdAt: '2025-01-15T00:00:00.000Z',
  campaign: { id: 9, title: 'Clean water' },
};

describe('the donor dashboard’s words (issue 26)', () => {
  it.each([
    ['en', ['Recurring donations', '1 active', 'Active', 'Change amount', 'Tax Receipt', 'Export Data']],
    ['es', ['Donaciones recurrentes', '1 activa', 'Activa', 'Cambiar importe', 'Recibo fiscal', 'Exportar datos']],
  ])('reads in %s', async (locale, [heading, summary, status, changeAmount, taxReceipt, exportData]) => {
    mockOperation(recurringOperations.list, () => [gift]);
    renderWithProviders(
      <>
        <TaxReceiptButton />
        <ExportDataButton />
        <RecurringTab />
      </>,
      { i18n: await i18nFor(locale) },
    );
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByText(summary!)).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Clean water' });
    expect(within(card).getByText(status!)).toBeTruthy();
    expect(within(card).getByText(changeAmount!)).toBeTruthy();
    expect(screen.getByRole('button', { name: taxReceipt })).toBeTruthy();
    expect(screen.getByRole('button', { name: exportData })).toBeTruthy();
  });
});
