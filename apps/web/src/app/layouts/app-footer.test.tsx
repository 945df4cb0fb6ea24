// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  accountOperations,
  authOperations,
  LOCALE_COOKIE,
  RECURRING_MANAGE_LINK_LABEL,
  type User,
} from '@causeway/contracts';
import { i18nFor } from '@/lib/i18n';
import { mockOperation } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { AppFooter } from './app-footer';

const grace: User = {
  id: 7,
  email: 'grace@example.org',
  username: 'grace',
  firstName: 'Grace',
  lastName: 'Hopper',
  role: 'donor',
  emailVerified: true,
  emailUpdates: false,
  twoFactorSetupRequired: false,
};

beforeEach(() => {
  mockOperation(authOperations.me, null);
});

afterEach(() => {
  document.cookie = `${LOCALE_COOKIE}=; max-age=0; path=/`;
  document.documentElement.lang = '';
});

describe('AppFooter', () => {
  it('reads as the spec writes it, in English', () => {
    renderWithProviders(<AppFooter />);
    const support = screen.getByRole('navigation', { name: 'Support' });
    expect(within(support).getByRole('link', { name: RECURRING_MANAGE_LINK_LABEL }).getAttribute('href')).toBe(
      '/manage-recurring',
    );
    expect(screen.getByRole('link', { name: 'Find Campaigns' })).toBeTruthy();
    expect(screen.getByText(/Open-source fundraising for every cause\.$/).textContent).toBe(
      `© ${new Date().getFullYear()} Causeway. Open-source fundraising for every cause.`,
    );
    expect((screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement).value).toBe('en');
  });

  it('is in Spanish with the Spanish catalogue', async () => {
    renderWithProviders(<AppFooter />, { i18n: await i18nFor('es') });
    expect(screen.getByRole('navigation', { name: 'Plataforma' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buscar campañas' })).toBeTruthy();
    expect(screen.getByText(/para cada causa\.$/).textContent).toBe(
      `© ${new Date().getFullYear()} Causeway. Recaudación de fondos de código abierto para cada causa.`,
    );
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toBeTruthy();
  });

  it('switches the language in place and keeps the choice', async () => {
    const { user } = renderWithProviders(<AppFooter />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Quiénes somos' })).toBeTruthy());
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=es`);
    expect(document.documentElement.lang).toBe('es');
    expect(document.documentElement.dir).toBe('ltr');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'en');
    await waitFor(() => expect(screen.getByRole('link', { name: 'About Us' })).toBeTruthy());
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=en`);
  });

  it("saves a signed-in user's choice on their account", async () => {
    mockOperation(authOperations.me, grace);
    const saved = mockOperation(accountOperations.saveLanguage, ({ body }) => body as { locale: 'es' });
    const { user } = renderWithProviders(<AppFooter />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    await waitFor(() => expect(saved.calls.map((call) => call.body)).toEqual([{ locale: 'es' }]));
  });

  it('keeps a visitor’s choice in the browser only', async () => {
    const saved = mockOperation(accountOperations.saveLanguage, { locale: 'es' });
    const { user } = renderWithProviders(<AppFooter />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Idioma' })).toBeTruthy());
    expect(saved.calls).toEqual([]);
  });

  it("turns to the account's saved language once the user has signed in", async () => {
    // What the server's sign-in answer leaves in the browser for an account saved in Spanish.
    document.cookie = `${LOCALE_COOKIE}=es; path=/`;
    mockOperation(authOperations.me, grace);
    renderWithProviders(<AppFooter />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Buscar campañas' })).toBeTruthy());
  });
});
