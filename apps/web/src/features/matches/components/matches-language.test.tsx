// @vitest-environment jsdom
import { matchOperations, type AdminMatch } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { mockOperation } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { MatchesPanel } from './matches-panel';

const live: AdminMatch = {
  id: 4,
  campaignId: 7,
  currency: 'usd',
  sponsorName: 'Acme',
  ratioPercent: 200,
  capAmount: 500_000,
  matchedAmount: 12_500,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2030-01-01T00:00:00.000Z',
  status: 'live',
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('the matches tab’s words (issue 26)', () => {
  it.each([
    {
      locale: 'en',
      status: 'Live',
      cap: '$125 of $5,000',
      edit: 'Edit the match of Acme',
      endNow: 'End now the match of Acme',
      remove: 'Delete the match of Acme',
      list: 'Matches',
    },
    {
      locale: 'es',
      status: 'En curso',
      // Figures as Spanish writes them (issue 26): no group separator below 10.000.
      cap: '125\u00a0US$ de 5000\u00a0US$',
      edit: 'Editar el aporte de Acme',
      endNow: 'Finalizar ahora el aporte de Acme',
      remove: 'Eliminar el aporte de Acme',
      list: 'Aportes',
    },
  ])('reads in $locale', async ({ locale, ...words }) => {
    mockOperation(matchOperations.list, [live]);
    const i18n = locale === 'en' ? undefined : await i18nFor(locale);
    renderWithProviders(<MatchesPanel campaignId={7} />, { i18n });
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toContain(words.status);
    expect(item.textContent).toContain(words.cap);
    expect(screen.getByRole('list', { name: words.list })).toBeTruthy();
    expect(screen.getByRole('button', { name: words.edit })).toBeTruthy();
    expect(screen.getByRole('button', { name: words.endNow })).toBeTruthy();
    expect(screen.getByRole('button', { name: words.remove })).toBeTruthy();
  });
});
