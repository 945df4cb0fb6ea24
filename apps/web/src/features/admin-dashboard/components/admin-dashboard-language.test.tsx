// @vitest-environment jsdom
import { adminDashboardOperations as ops } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { mockOperation, type Fixture } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { QuickActions } from './quick-actions';
import { RecentCampaigns } from './recent-campaigns';
import { StatCards } from './stat-cards';

const stats: Fixture<typeof ops.stats> = {
  totalRaised: 1_234_500,
  activeCampaigns: 3,
  newDonors: 4,
  averageDonation: 4_550,
  monthlyGrowth: { totalRaised: 12.5, campaigns: null, donors: null },
  currency: 'usd',
  otherCurrencies: [],
};

const campaigns: Fixture<typeof ops.recentCampaigns> = [
  {
    id: 2,
    title: 'Library roof',
    currentAmount: 2_550,
    goal: 10_000,
    currency: 'usd',
    status: 'active',
    createdAt: '2026-10-01T00:00:00.000Z',
  },
];

describe('the admin overview’s words (issue 26)', () => {
  it.each([
    {
      locale: 'en',
      totalRaised: 'Total Raised',
      perDonation: 'Per completed donation',
      quickActions: 'Quick Actions',
      createCampaign: /Create Campaign/,
      recentCampaigns: 'Recent Campaigns',
      viewAll: 'View all campaigns',
      active: 'Active',
      total: '$12,345',
    },
    {
      locale: 'es',
      totalRaised: 'Total recaudado',
      perDonation: 'Por donación completada',
      quickActions: 'Acciones rápidas',
      createCampaign: /Crear campaña/,
      recentCampaigns: 'Campañas recientes',
      viewAll: 'Ver todas las campañas',
      // Figures as Spanish writes them (issue 26).
      active: 'Activa',
      total: '12.345 US$',
    },
  ])('reads in $locale', async ({ locale, ...words }) => {
    mockOperation(ops.stats, stats);
    mockOperation(ops.recentCampaigns, campaigns);
    const i18n = locale === 'en' ? undefined : await i18nFor(locale);
    renderWithProviders(
      <>
        <StatCards />
        <QuickActions />
        <RecentCampaigns />
      </>,
      { i18n },
    );
    expect(await screen.findByText(words.total)).toBeTruthy();
    expect(screen.getByText(words.totalRaised)).toBeTruthy();
    expect(screen.getByText(words.perDonation)).toBeTruthy();
    expect(screen.getByText(words.quickActions)).toBeTruthy();
    expect(screen.getByRole('link', { name: words.createCampaign })).toBeTruthy();
    expect(screen.getByText(words.recentCampaigns)).toBeTruthy();
    expect(await screen.findByRole('link', { name: words.viewAll })).toBeTruthy();
    expect(await screen.findByText(words.active)).toBeTruthy();
  });
});
