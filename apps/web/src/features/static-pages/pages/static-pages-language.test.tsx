// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { HelpCenterPage } from './help-center-page';
import { PrivacyPolicyPage } from './privacy-policy-page';

describe('the static pages’ words (issue 26)', () => {
  it('read as the spec writes them, in English, and the Help Center searches the English text', async () => {
    const { user } = renderWithProviders(<HelpCenterPage />, { route: '/help' });
    expect(screen.getByRole('heading', { name: 'How can we help?' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('23 questions in 5 categories');
    await user.type(screen.getByLabelText('Search the Help Center'), 'anonymously');
    expect(screen.getByRole('status').textContent).toBe('1 result for "anonymously"');
  });

  it('the Help Center is in Spanish with the Spanish catalogue, and searches the Spanish text', async () => {
    const { user } = renderWithProviders(<HelpCenterPage />, { route: '/help', i18n: await i18nFor('es') });
    expect(screen.getByRole('heading', { name: '¿Cómo podemos ayudarte?' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('23 preguntas en 5 categorías');
    expect(screen.getByRole('heading', { name: 'Donaciones' })).toBeTruthy();
    await user.type(screen.getByLabelText('Buscar en el Centro de ayuda'), 'anónima');
    expect(screen.getByRole('status').textContent).toMatch(/^\d+ resultados? para "anónima"$/);
    // The question, its match marked: read as text, the <mark> splits its accessible name.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toContain(
      '¿Puedo donar de forma anónima?',
    );
  });

  it('the Privacy Policy is in Spanish with the Spanish catalogue, its stated terms too', async () => {
    renderWithProviders(<PrivacyPolicyPage />, { route: '/privacy', i18n: await i18nFor('es') });
    expect(screen.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeTruthy();
    expect(screen.getByText('Última actualización: 1 de enero de 2025')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'En esta página' })).toBeTruthy();
    expect(screen.getAllByText('Quiénes somos').length).toBeGreaterThan(0);
  });
});
