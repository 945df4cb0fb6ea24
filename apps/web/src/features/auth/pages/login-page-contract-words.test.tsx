// @vitest-environment jsdom
import { authOperations } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { mockOperation } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { LoginPage } from './login-page';

beforeEach(() => {
  mockOperation(authOperations.me, null);
});

describe('the login page’s link for guests who give monthly, from the contracts (issue 26)', () => {
  it('is in English as the contracts write it', async () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(await screen.findByRole('link', { name: 'Manage my recurring gift' })).toBeTruthy();
  });

  it('is in Spanish with the Spanish catalogue', async () => {
    renderWithProviders(<LoginPage />, { route: '/login', i18n: await i18nFor('es') });
    expect(await screen.findByRole('link', { name: 'Gestionar mi donación recurrente' })).toBeTruthy();
  });
});
