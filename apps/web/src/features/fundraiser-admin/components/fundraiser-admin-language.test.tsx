// @vitest-environment jsdom
import { fundraiserOperations } from '@causeway/contracts';
import type { I18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { mockOperation, type Fixture } from '@/test/mock-api';
import { english, renderWithProviders } from '@/test/render';
import { FundraisersAdminPanel } from './fundraisers-admin-panel';

const marathon: Fixture<typeof fundraiserOperations.hide> = {
  id: 12,
  slug: 'adas-marathon',
  title: 'Ada’s marathon for water',
  ownerName: 'Ada Lovelace',
  ownerEmail: 'ada@example.org',
  teamName: 'Runners',
  goal: 50_000,
  raisedAmount: 12_500,
  giftCount: 3,
  status: 'active',
  hidden: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};

type Words = {
  form: string;
  goal: string;
  save: string;
  pages: string;
  team: string;
  hide: string;
};

const inEnglish: Words = {
  form: 'Peer-to-peer fundraising',
  goal: 'Suggested personal goal (USD, optional)',
  save: 'Save settings',
  pages: 'Fundraising pages',
  team: 'Team Runners',
  hide: 'Hide Ada’s marathon for water',
};

const spanish: Words = {
  form: 'Recaudación entre simpatizantes',
  goal: 'Meta personal sugerida (USD, opcional)',
  save: 'Guardar configuración',
  pages: 'Páginas de recaudación',
  team: 'Equipo Runners',
  hide: 'Ocultar Ada’s marathon for water',
};

describe('the fundraisers tab’s words (issue 26)', () => {
  it.each<[string, () => Promise<I18n>, Words]>([
    ['en', () => Promise.resolve(english), inEnglish],
    ['es', () => i18nFor('es'), spanish],
  ])('reads in %s', async (_locale, load, words) => {
    mockOperation(fundraiserOperations.settings, { enabled: true, suggestedGoal: null, guide: '' });
    mockOperation(fundraiserOperations.adminList, { items: [marathon], total: 1, page: 1, pageSize: 10 as const });
    renderWithProviders(<FundraisersAdminPanel campaignId={7} />, { i18n: await load() });
    const form = await screen.findByRole('form', { name: words.form });
    expect(within(form).getByRole('textbox', { name: words.goal })).toBeTruthy();
    expect(within(form).getByRole('button', { name: words.save })).toBeTruthy();
    expect(screen.getByRole('heading', { name: words.pages })).toBeTruthy();
    expect(await screen.findByText(words.team)).toBeTruthy();
    expect(screen.getByRole('button', { name: words.hide })).toBeTruthy();
  });
});
