// @vitest-environment jsdom
import { matchMessages as m, matchOperations, type AdminMatch } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockOperation } from '@/test/mock-api';
import { findToast, renderWithProviders } from '@/test/render';
import { MatchesPanel } from './matches-panel';

const live: AdminMatch = {
  id: 4,
  campaignId: 7,
  currency: 'usd',
  sponsorName: 'Acme',
  ratioPercent: 200,
  capAmount: 500_000,
  matchedAmount: 12_500,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2030-01-01T00:00:00.000Z',
  status: 'live',
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('the matches tab', () => {
  it('lists a match with its ratio and what it matched of its cap', async () => {
    mockOperation(matchOperations.list, [live]);
    renderWithProviders(<MatchesPanel campaignId={7} />);
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toContain('Acme');
    expect(item.textContent).toContain('Live');
    expect(item.textContent).toContain('2:1');
    expect(item.textContent).toContain('$125 of $5,000');
    expect(screen.getByRole('button', { name: 'End now the match of Acme' })).toBeTruthy();
  });

  it('sends the cap in cents, and shows the server’s errors by field, then a conflict above the form', async () => {
    mockOperation(matchOperations.list, []);
    let answer = 0;
    const create = mockOperation(matchOperations.create, () =>
      answer++ === 0
        ? apiError(400, {
            message: m.capMin,
            code: 'VALIDATION_FAILED',
            fieldErrors: { capAmount: [m.capMin], sponsorName: [m.sponsorMax] },
          })
        : apiError(409, { message: m.overlap, code: 'CONFLICT' }),
    );
    const { user } = renderWithProviders(<MatchesPanel campaignId={7} />);
    expect(await screen.findByText(m.empty)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: m.addButton }));
    await user.type(screen.getByLabelText('Sponsor'), 'Acme');
    await user.selectOptions(screen.getByLabelText(/Ratio/), '300');
    await user.type(screen.getByLabelText(/Cap/), '2500.5');
    await user.click(screen.getByRole('button', { name: 'Save match' }));
    expect(await screen.findByText(m.capMin)).toBeTruthy();
    expect(screen.getByText(m.sponsorMax)).toBeTruthy();
    expect(screen.getByLabelText(/Cap/).getAttribute('aria-invalid')).toBe('true');
    expect(create.calls[0]!.body).toMatchObject({ sponsorName: 'Acme', ratioPercent: 300, capAmount: 250_050 });

    await user.click(screen.getByRole('button', { name: 'Save match' }));
    expect(await screen.findByText(m.overlap)).toBeTruthy();
    expect(screen.queryByText(m.capMin)).toBeNull();
  });

  it('saves a new match and closes the form', async () => {
    mockOperation(matchOperations.list, []);
    mockOperation(matchOperations.create, live);
    const { user } = renderWithProviders(<MatchesPanel campaignId={7} />);
    await user.click(await screen.findByRole('button', { name: m.addButton }));
    await user.type(screen.getByLabelText('Sponsor'), 'Acme');
    await user.type(screen.getByLabelText(/Cap/), '5000');
    await user.click(screen.getByRole('button', { name: 'Save match' }));
    await findToast(m.saved);
    expect(screen.queryByRole('form', { name: 'Add a match' })).toBeNull();
  });
});
