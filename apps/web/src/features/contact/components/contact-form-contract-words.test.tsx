// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { ContactForm } from './contact-form';

describe('the contact form’s subjects, from the contracts (issue 26)', () => {
  it('are in English as the contracts write them', () => {
    renderWithProviders(<ContactForm />);
    expect(screen.getByRole('option', { name: 'General inquiry' })).toBeTruthy();
  });

  it('are in Spanish with the Spanish catalogue', async () => {
    renderWithProviders(<ContactForm />, { i18n: await i18nFor('es') });
    expect(screen.getByRole('option', { name: 'Consulta general' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'General inquiry' })).toBeNull();
  });
});
