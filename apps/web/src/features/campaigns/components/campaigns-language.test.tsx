// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { campaignDetail } from '@/test/campaign-fixture';
import { renderWithProviders } from '@/test/render';
import { CampaignCard } from './campaign-card';
import { CampaignFundingCard } from './campaign-funding-card';
import { CampaignRewards } from './campaign-rewards';
import { CampaignsLoadError } from './campaigns-load-error';

describe('campaign cards, funding card, rewards and the load error (issue 26)', () => {
  it('read as the spec writes them, in English', () => {
    renderWithProviders(
      <>
        <CampaignCard campaign={campaignDetail()} />
        <CampaignFundingCard campaign={campaignDetail()} embed={false} />
        <CampaignRewards campaign={{ id: 7, rewards: [] }} canDonate embed={false} />
        <CampaignsLoadError onRetry={() => {}} retrying={false} />
      </>,
    );
    expect(screen.getByText('30 days left')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Donate Now/ }).length).toBe(2);
    expect(screen.getByText('25% funded')).toBeTruthy();
    expect(screen.getByText('Days Left')).toBeTruthy();
    expect(screen.getByText('Donate Monthly')).toBeTruthy();
    expect(screen.getByText('No rewards available')).toBeTruthy();
    expect(screen.getByText('Failed to fetch campaigns')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('are in Spanish with the Spanish catalogue', async () => {
    renderWithProviders(
      <>
        <CampaignCard campaign={campaignDetail()} />
        <CampaignFundingCard campaign={campaignDetail()} embed={false} />
        <CampaignRewards campaign={{ id: 7, rewards: [] }} canDonate embed={false} />
        <CampaignsLoadError onRetry={() => {}} retrying={false} />
      </>,
      { i18n: await i18nFor('es') },
    );
    expect(screen.getByText('Quedan 30 días')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Donar ahora/ }).length).toBe(2);
    expect(screen.getByText('25 % financiado')).toBeTruthy();
    expect(screen.getByText('Días restantes')).toBeTruthy();
    expect(screen.getByText('Donar cada mes')).toBeTruthy();
    expect(screen.getByText('No hay recompensas disponibles')).toBeTruthy();
    expect(screen.getByText('No se pudieron cargar las campañas')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy();
  });
});
