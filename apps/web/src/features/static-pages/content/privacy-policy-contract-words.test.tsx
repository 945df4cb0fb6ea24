// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { PrivacyPolicyPage } from '../pages/privacy-policy-page';

describe('the Privacy Policy’s contact subject, the contact form’s own label (issue 26)', () => {
  it('is in English as the form shows it', () => {
    renderWithProviders(<PrivacyPolicyPage />, { route: '/privacy' });
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'P' && /choose "General inquiry"\./.test(element.textContent ?? ''),
      ),
    ).toBeTruthy();
  });

  it('is in Spanish with the Spanish catalogue', async () => {
    renderWithProviders(<PrivacyPolicyPage />, { route: '/privacy', i18n: await i18nFor('es') });
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'P' && /elige "Consulta general"\./.test(element.textContent ?? ''),
      ),
    ).toBeTruthy();
  });
});
