// @vitest-environment jsdom
import type { AdminSettings, Locale } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { storedSettings } from '../test/admin-settings-fixture';
import { SettingsTabs } from './settings-tabs';

describe('the settings tabs’ words (issue 26)', () => {
  it.each([
    ['en', 'Organization', 'Security', 'Organization name', 'Default currency', 'Save organization settings'],
    [
      'es',
      'Organización',
      'Seguridad',
      'Nombre de la organización',
      'Moneda predeterminada',
      'Guardar la configuración de la organización',
    ],
  ] as const)('reads in %s', async (locale: Locale, organization, security, name, currency, save) => {
    const i18n = locale === 'en' ? undefined : await i18nFor(locale);
    renderWithProviders(<SettingsTabs settings={storedSettings as AdminSettings} />, {
      route: '/admin/settings',
      path: '/admin/settings',
      i18n,
    });
    expect(screen.getByRole('tab', { name: organization })).toBeTruthy();
    expect(screen.getByRole('tab', { name: security })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: name })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: currency })).toBeTruthy();
    expect(screen.getByRole('button', { name: save })).toBeTruthy();
  });
});
