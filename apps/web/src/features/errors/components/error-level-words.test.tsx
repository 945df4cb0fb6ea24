// @vitest-environment jsdom
import { type Locale } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { ErrorLevelBadge } from './error-level-badge';
import { ErrorListToolbar } from './error-list-toolbar';

describe('the error levels’ words from the contracts', () => {
  it.each([
    ['en', 'Warning', 'Error'],
    ['es', 'Advertencia', 'Error'],
  ] as const)('read in %s', async (locale: Locale, warning, error) => {
    const i18n = locale === 'en' ? undefined : await i18nFor(locale);
    renderWithProviders(
      <>
        <ErrorLevelBadge level="warning" />
        <ErrorListToolbar params={{ level: null, status: 'open', page: 1 }} onChange={() => undefined} />
      </>,
      { i18n },
    );
    expect(screen.getAllByText(warning)).toHaveLength(2);
    expect(screen.getByRole('option', { name: error })).toBeTruthy();
  });
});
