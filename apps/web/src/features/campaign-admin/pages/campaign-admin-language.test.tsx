// @vitest-environment jsdom
import { organizationOperations, settingsOperations } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { mockOperation } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { organizations } from '../test/campaign-fixtures';
import { CampaignCreatePage } from './campaign-create-page';

describe('the campaign form’s words (issue 26)', () => {
  it.each([
    {
      locale: 'en',
      heading: 'Create Campaign',
      title: 'Title',
      shortDescription: 'Short description',
      goal: 'Goal (USD)',
      status: 'Status',
      draft: 'Draft',
      back: 'Back to campaigns',
    },
    {
      locale: 'es',
      heading: 'Crear campaña',
      title: 'Título',
      shortDescription: 'Descripción breve',
      goal: 'Meta (USD)',
      status: 'Estado',
      draft: 'Borrador',
      back: 'Volver a las campañas',
    },
  ])('reads in $locale', async ({ locale, ...words }) => {
    mockOperation(organizationOperations.list, organizations);
    mockOperation(settingsOperations.public, {
      organizationName: 'Causeway Trust',
      supportEmail: 'help@example.org',
      defaultCurrency: 'usd',
    });
    const i18n = locale === 'en' ? undefined : await i18nFor(locale);
    renderWithProviders(<CampaignCreatePage />, { route: '/admin/campaigns/new', i18n });
    expect(screen.getByRole('heading', { level: 1, name: words.heading })).toBeTruthy();
    expect(screen.getByLabelText(words.title)).toBeTruthy();
    expect(screen.getByLabelText(words.shortDescription)).toBeTruthy();
    expect(screen.getByLabelText(words.goal)).toBeTruthy();
    expect(screen.getByRole('option', { name: words.draft })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: words.status })).toBeTruthy();
    expect(screen.getByRole('link', { name: words.back })).toBeTruthy();
  });
});
