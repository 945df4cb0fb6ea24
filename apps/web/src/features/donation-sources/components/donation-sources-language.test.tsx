// @vitest-environment jsdom
import { donationSourceOperations as ops } from '@causeway/contracts';
import type { I18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { mockOperation } from '@/test/mock-api';
import { english, renderWithProviders } from '@/test/render';
import { GiftsBySourcePanel } from './gifts-by-source-panel';

const report = {
  from: '2026-03-01',
  to: '2026-03-30',
  rows: [
    {
      kind: 'direct' as const,
      value: null,
      medium: null,
      campaign: null,
      gifts: 2,
      amount: 1_000,
      currency: 'usd' as const,
    },
  ],
  totals: [{ currency: 'usd' as const, gifts: 2, amount: 1_000 }],
  truncated: false,
};

// The panel's other words (its title, columns and date fields) are the contract's, translated with it.
describe('the gifts by source panel’s words (issue 26)', () => {
  it.each<[string, () => Promise<I18n>, RegExp]>([
    ['en', () => Promise.resolve(english), /, 2026-03-01 to 2026-03-30$/],
    ['es', () => i18nFor('es'), /, del 2026-03-01 al 2026-03-30$/],
  ])('reads in %s', async (_locale, load, caption) => {
    mockOperation(ops.campaign, report);
    renderWithProviders(<GiftsBySourcePanel scope={{ campaignId: 7 }} />, { i18n: await load() });
    const table = (await screen.findByRole('table')) as HTMLTableElement;
    expect(table.caption?.textContent).toMatch(caption);
  });
});
