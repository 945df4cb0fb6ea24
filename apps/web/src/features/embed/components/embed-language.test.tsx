// @vitest-environment jsdom
import { embedFormDefaults, embedOperations } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { apiError, mockOperation } from '@/test/mock-api';
import { english, renderWithProviders } from '@/test/render';
import { EmbedCodePanel } from './embed-code-panel';

describe('the embed code panel’s words (issue 26)', () => {
  it.each([
    [
      'en',
      'Embed Code',
      "Put this campaign's donation widget on any website. It uses the embed settings above.",
      'No embed code has been generated yet.',
      'Generate Embed Code',
    ],
    [
      'es',
      'Código de inserción',
      'Coloca el widget de donación de esta campaña en cualquier sitio web. Usa los ajustes de inserción de arriba.',
      'Aún no se ha generado ningún código de inserción.',
      'Generar código de inserción',
    ],
  ])('reads in %s', async (locale, heading, description, none, generate) => {
    mockOperation(embedOperations.code, apiError(404, { code: 'NOT_FOUND', message: 'No embed code yet' }));
    renderWithProviders(
      <EmbedCodePanel
        campaignId={7}
        title="Clean Water for Kisoro"
        status="active"
        settings={embedFormDefaults}
        readSettings={async () => null}
      />,
      { i18n: locale === 'en' ? english : await i18nFor(locale) },
    );
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByText(description)).toBeTruthy();
    expect(await screen.findByText(none)).toBeTruthy();
    expect(screen.getByRole('button', { name: generate })).toBeTruthy();
  });
});
