// @vitest-environment jsdom
import { authOperations } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { mockOperation } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

beforeEach(() => {
  mockOperation(authOperations.me, null);
});

describe('signing in and up, in the page’s language (issue 26)', () => {
  it('reads as the spec writes it, in English', async () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeTruthy();
  });

  it('logs in in Spanish with the Spanish catalogue', async () => {
    renderWithProviders(<LoginPage />, { route: '/login', i18n: await i18nFor('es') });
    expect(await screen.findByRole('heading', { name: 'Te damos la bienvenida de nuevo' })).toBeTruthy();
    expect(screen.getByLabelText('Correo electrónico')).toBeTruthy();
    expect(screen.getByLabelText('Contraseña')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Regístrate' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toBeTruthy();
  });

  it('signs up in Spanish with the Spanish catalogue', async () => {
    renderWithProviders(<RegisterPage />, { route: '/register', i18n: await i18nFor('es') });
    expect(await screen.findByRole('heading', { name: 'Crear una cuenta' })).toBeTruthy();
    expect(screen.getByLabelText('Nombre de usuario')).toBeTruthy();
    expect(screen.getByLabelText('Confirmar contraseña')).toBeTruthy();
    expect(screen.getByText('Al menos 6 caracteres.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toBeTruthy();
  });
});
