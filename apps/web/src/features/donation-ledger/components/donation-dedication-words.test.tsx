// @vitest-environment jsdom
import { type Locale } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { offlineGiftDetail } from '@/test/ledger-donation-fixture';
import { renderWithProviders } from '@/test/render';
import { DonationDedication } from './donation-dedication';

const tribute = {
  kind: 'memory' as const,
  honoreeName: 'Jane Doe',
  recipientName: null,
  recipientEmail: null,
  message: null,
  showAmount: true,
  notifiedAt: null,
};

describe('the contracts’ words in the ledger’s dedication', () => {
  it.each([
    ['en', 'Dedication', 'In memory of Jane Doe', 'Show the amount'],
    ['es', 'Dedicatoria', 'En memoria de Jane Doe', 'Mostrar el importe'],
  ] as const)('read in %s', async (locale: Locale, heading, dedication, showAmount) => {
    const i18n = locale === 'en' ? undefined : await i18nFor(locale);
    renderWithProviders(<DonationDedication donation={{ ...offlineGiftDetail({ id: 1 }), tribute }} />, { i18n });
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByText(dedication)).toBeTruthy();
    expect(screen.getByText(showAmount)).toBeTruthy();
  });
});
