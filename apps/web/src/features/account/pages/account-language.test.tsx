// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { ForgotPasswordPage } from './forgot-password-page';

describe('the account pages’ words (issue 26)', () => {
  it.each([
    [
      'en',
      {
        title: 'Forgot your password?',
        intro: /^Enter the email address you signed up with .+ The link works for \d+ (hours?|minutes)\.$/,
        email: 'Email',
        send: 'Send reset link',
        back: 'Back to log in',
      },
    ],
    [
      'es',
      {
        title: '¿Olvidaste tu contraseña?',
        intro:
          /^Introduce el correo electrónico con el que te registraste .+ El enlace funciona durante \d+ (horas?|minutos)\.$/,
        email: 'Correo electrónico',
        send: 'Enviar enlace para restablecer',
        back: 'Volver a iniciar sesión',
      },
    ],
  ] as const)('the forgot-password page reads in %s', async (locale, words) => {
    renderWithProviders(<ForgotPasswordPage />, locale === 'en' ? {} : { i18n: await i18nFor(locale) });
    expect(screen.getByRole('heading', { name: words.title })).toBeTruthy();
    expect(screen.getByText(words.intro)).toBeTruthy();
    expect(screen.getByLabelText(words.email)).toBeTruthy();
    expect(screen.getByRole('button', { name: words.send })).toBeTruthy();
    expect(screen.getByRole('link', { name: words.back })).toBeTruthy();
  });
});
