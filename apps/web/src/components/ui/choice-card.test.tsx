// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { campaignFormMessages } from '@causeway/contracts';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { ChoiceGroup } from './choice-card';

const group = (
  <ChoiceGroup legend="Category" error={campaignFormMessages.category}>
    <input type="radio" name="category" aria-label="Water" />
  </ChoiceGroup>
);

describe('a choice group’s message, often the contracts’ (issue 26)', () => {
  it('reads as the contracts write it in English', () => {
    renderWithProviders(group);
    expect(screen.getByRole('alert').textContent).toBe(campaignFormMessages.category);
  });

  it('is in the page’s language', async () => {
    renderWithProviders(group, { i18n: await i18nFor('es') });
    expect(screen.getByRole('alert').textContent).toBe('Selecciona una categoría');
  });
});
