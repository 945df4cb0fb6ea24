// @vitest-environment jsdom
import { statsOperations, type ImpactStats } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { mockOperation } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { ImpactSection } from './impact-section';

const stats: ImpactStats = {
  totalRaised: 1_234_500,
  successfulCampaigns: 3,
  totalDonors: 41,
  avgDonation: 3_049,
  currency: 'usd',
  otherCurrencies: [{ currency: 'eur', totalRaised: 3_600 }],
};

describe('ImpactSection in Spanish (issue 26)', () => {
  it('names its figures and the currency note in Spanish with the Spanish catalogue', async () => {
    mockOperation(statsOperations.impact, stats);
    renderWithProviders(<ImpactSection />, { i18n: await i18nFor('es') });
    expect(screen.getByRole('heading', { name: 'Nuestro impacto juntos' })).toBeTruthy();
    expect(await screen.findByText('Total recaudado', { selector: 'dt' })).toBeTruthy();
    expect(screen.getByText('Donación promedio', { selector: 'dt' })).toBeTruthy();
    // The other currency's figure as Spanish writes it (issue 26).
    expect(await screen.findByText('en USD · además 36 €')).toBeTruthy();
  });
});
