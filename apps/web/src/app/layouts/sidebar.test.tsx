// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authOperations } from '@causeway/contracts';
import { i18nFor } from '@/lib/i18n';
import { mockOperation } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { AppHeader } from './app-header';
import { Sidebar } from './sidebar';

beforeEach(() => {
  mockOperation(authOperations.me, null);
});

describe('Sidebar and header for a visitor', () => {
  it('read as the spec writes them, in English', async () => {
    renderWithProviders(
      <>
        <AppHeader onOpenMenu={() => {}} menuOpen={false} />
        <Sidebar onClose={() => {}} />
      </>,
    );
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Started' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeTruthy();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(screen.getByText('Give with an account')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Dark theme' }).length).toBeGreaterThan(0);
  });

  it('are in Spanish with the Spanish catalogue', async () => {
    renderWithProviders(
      <>
        <AppHeader onOpenMenu={() => {}} menuOpen={false} />
        <Sidebar onClose={() => {}} />
      </>,
      { i18n: await i18nFor('es') },
    );
    expect(await screen.findByRole('link', { name: 'Regístrate' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar menú' })).toBeTruthy();
    const main = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(main).getByRole('link', { name: 'Inicio' })).toBeTruthy();
    expect(screen.getByText('Dona con una cuenta')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registrarse' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Tema oscuro' }).length).toBeGreaterThan(0);
  });
});
