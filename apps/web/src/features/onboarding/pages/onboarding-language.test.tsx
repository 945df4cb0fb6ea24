// @vitest-environment jsdom
import { defaultTour, defaultTourSettings, onboardingOperations } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { mockOperation } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { OnboardingSettingsPage } from './onboarding-settings-page';

const words = {
  en: {
    heading: 'Onboarding',
    enable: 'Enable onboarding',
    audience: 'All users',
    steps: 'Interactive Tour Steps',
    sample: 'Generate Sample',
    save: 'Save Settings',
  },
  es: {
    heading: 'Primeros pasos',
    enable: 'Activar primeros pasos',
    audience: 'Todos los usuarios',
    steps: 'Pasos del recorrido interactivo',
    sample: 'Generar ejemplo',
    save: 'Guardar configuración',
  },
};

describe('the onboarding editor’s words (issue 26)', () => {
  it.each([['en'], ['es']] as const)('reads in %s', async (locale) => {
    const expected = words[locale];
    mockOperation(onboardingOperations.settings, {
      id: 1,
      ...defaultTour,
      showIntroSlides: false,
      settings: defaultTourSettings,
      slides: [],
      steps: [],
    });
    renderWithProviders(<OnboardingSettingsPage />, {
      route: '/admin/onboarding',
      ...(locale === 'es' ? { i18n: await i18nFor('es') } : {}),
    });

    expect(await screen.findByRole('heading', { level: 1, name: expected.heading })).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: expected.enable })).toBeTruthy();
    expect(screen.getByRole('option', { name: expected.audience })).toBeTruthy();
    expect(screen.getByRole('region', { name: expected.steps })).toBeTruthy();
    expect(screen.getByRole('button', { name: expected.sample })).toBeTruthy();
    expect(screen.getByRole('button', { name: expected.save })).toBeTruthy();
  });
});
