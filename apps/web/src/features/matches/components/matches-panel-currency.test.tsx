// @vitest-environment jsdom
import { matchOperations, type AdminMatch } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOperation } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { MatchesPanel } from './matches-panel';

// Issue 26: a match's cap and what it matched are in the campaign's currency.
const euros: AdminMatch = {
  id: 5,
  campaignId: 8,
  currency: 'eur',
  sponsorName: 'Banque Exemple',
  ratioPercent: 100,
  capAmount: 500_000,
  matchedAmount: 2_550,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2030-01-01T00:00:00.000Z',
  status: 'live',
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('the matches tab in other currencies', () => {
  it('shows a euro match’s figures in euros and edits its cap in euros', async () => {
    mockOperation(matchOperations.list, [euros]);
    const edit = mockOperation(matchOperations.edit, { ...euros, capAmount: 600_000 });
    const { user } = renderWithProviders(<MatchesPanel campaignId={8} currency="eur" />);
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toContain('€25.50 of €5,000');
    await user.click(screen.getByRole('button', { name: /^Edit/ }));
    const cap = screen.getByLabelText('Cap (EUR)') as HTMLInputElement;
    expect(cap.value).toBe('5000');
    await user.clear(cap);
    await user.type(cap, '6000');
    await user.click(screen.getByRole('button', { name: 'Save match' }));
    await screen.findByText('Match saved');
    expect(edit.calls[0]!.body).toMatchObject({ capAmount: 600_000 });
  });

  it('sends a new yen cap as yen, never multiplied by 100', async () => {
    mockOperation(matchOperations.list, []);
    const create = mockOperation(matchOperations.create, { ...euros, currency: 'jpy', capAmount: 50_000 });
    const { user } = renderWithProviders(<MatchesPanel campaignId={9} currency="jpy" />);
    await user.click(await screen.findByRole('button', { name: 'Add a match' }));
    await user.type(screen.getByLabelText('Sponsor'), 'Tanaka Shoji');
    await user.type(screen.getByLabelText('Cap (JPY)'), '50000');
    await user.click(screen.getByRole('button', { name: 'Save match' }));
    await screen.findByText('Match saved');
    expect(create.calls[0]!.body).toMatchObject({ capAmount: 50_000 });
  });
});
