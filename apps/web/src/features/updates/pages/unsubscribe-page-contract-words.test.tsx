// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { UnsubscribePage } from './unsubscribe-page';

describe('the unsubscribe page’s outcome, from the contracts (issue 26)', () => {
  it('says a link without a token is not valid, in English', () => {
    renderWithProviders(<UnsubscribePage />, { route: '/unsubscribe' });
    expect(screen.getByRole('alert').textContent).toBe(
      'This unsubscribe link is not valid. Please use the link from your most recent update e-mail.',
    );
  });

  it('says it in Spanish with the Spanish catalogue', async () => {
    renderWithProviders(<UnsubscribePage />, { route: '/unsubscribe', i18n: await i18nFor('es') });
    expect(screen.getByRole('alert').textContent).toBe(
      'Este enlace para darse de baja no es válido. Usa el enlace de tu correo de novedades más reciente.',
    );
  });
});
