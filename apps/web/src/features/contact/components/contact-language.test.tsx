// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { ContactForm } from './contact-form';

describe('the contact form’s words (issue 26)', () => {
  it('reads as the spec writes it, in English', () => {
    renderWithProviders(<ContactForm />);
    expect(screen.getByLabelText('Name')).toBeTruthy();
    expect(screen.getByLabelText('Subject')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Select a subject' })).toBeTruthy();
    expect(screen.getByText('0 / 5,000 characters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });

  it('is in Spanish with the Spanish catalogue', async () => {
    renderWithProviders(<ContactForm />, { i18n: await i18nFor('es') });
    expect(screen.getByLabelText('Nombre')).toBeTruthy();
    expect(screen.getByLabelText('Asunto')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Selecciona un asunto' })).toBeTruthy();
    expect(screen.getByText(/^0 \/ .+ caracteres$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeTruthy();
  });
});
