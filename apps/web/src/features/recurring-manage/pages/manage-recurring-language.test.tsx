// @vitest-environment jsdom
import { paymentOperations, recurringManageOperations as ops } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { mockOperation } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { ManageRecurringPage } from './manage-recurring-page';

describe('the manage-by-link page’s words (issue 26)', () => {
  it.each([
    [
      'en',
      {
        intro: 'Recurring gifts given with ada@example.com. This page works for 30 minutes; it does not sign you in.',
        empty: 'No recurring gifts',
        browse: 'Browse campaigns',
        done: "I'm done",
      },
    ],
    [
      'es',
      {
        intro:
          'Donaciones recurrentes hechas con ada@example.com. Esta página funciona durante 30 minutos; no inicia tu sesión.',
        empty: 'No hay donaciones recurrentes',
        browse: 'Explorar campañas',
        done: 'Ya terminé',
      },
    ],
  ] as const)('the list of gifts reads in %s', async (locale, words) => {
    // The card dialog, closed, still reads which payment provider the page uses.
    mockOperation(paymentOperations.config, {
      provider: 'sandbox',
      publishableKey: null,
      offerFeeCoverage: false,
      feeCoverageDefault: false,
    });
    mockOperation(ops.list, { email: 'ada@example.com', expiresAt: '2026-03-10T12:30:00.000Z', gifts: [] });
    renderWithProviders(<ManageRecurringPage />, {
      route: '/manage-recurring',
      path: '/manage-recurring/*',
      ...(locale === 'en' ? {} : { i18n: await i18nFor(locale) }),
    });
    expect(await screen.findByText(words.empty)).toBeTruthy();
    expect(
      screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === words.intro),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: words.browse })).toBeTruthy();
    expect(screen.getByRole('button', { name: words.done })).toBeTruthy();
  });
});
