// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { DonationCampaignNotFound } from './donation-campaign-not-found';
import { GiftTotals } from './gift-totals';
import { PaymentActions } from './payment-actions';
import { UnverifiedThanks } from './unverified-thanks';

const oneTime = {
  amountCents: 2_500,
  feeCents: 105,
  totalCents: 2_605,
  donationType: 'one_time',
  interval: null,
} as const;

describe('the donation path’s words (issue 26)', () => {
  it('reads as the spec writes it, in English', () => {
    renderWithProviders(
      <>
        <GiftTotals summary={oneTime} />
        <PaymentActions busy={false} onBack={() => {}} />
        <UnverifiedThanks
          params={{ campaignId: 3, amountCents: 2_500, donationType: 'one_time', paymentIntentId: null }}
        />
      </>,
    );
    expect(screen.getByText('Your donation')).toBeTruthy();
    expect(screen.getByText('Processing fee covered')).toBeTruthy();
    expect(screen.getByText('Total today')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Donate' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Thank you for your support' })).toBeTruthy();
    expect(screen.getByText('One-time')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Campaign' })).toBeTruthy();
  });

  it('is in Spanish with the Spanish catalogue', async () => {
    renderWithProviders(
      <>
        <GiftTotals summary={oneTime} />
        <PaymentActions busy={false} onBack={() => {}} />
        <UnverifiedThanks
          params={{ campaignId: 3, amountCents: 2_500, donationType: 'one_time', paymentIntentId: null }}
        />
      </>,
      { i18n: await i18nFor('es') },
    );
    expect(screen.getByText('Tu donación')).toBeTruthy();
    expect(screen.getByText('Comisión de procesamiento cubierta')).toBeTruthy();
    expect(screen.getByText('Total hoy')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Donar' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Gracias por tu apoyo' })).toBeTruthy();
    expect(screen.getByText('Única')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a la campaña' })).toBeTruthy();
  });

  it('says a missing campaign in Spanish', async () => {
    renderWithProviders(<DonationCampaignNotFound />, { i18n: await i18nFor('es') });
    expect(screen.getByText('Campaña no encontrada')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a la página de inicio' })).toBeTruthy();
  });
});
