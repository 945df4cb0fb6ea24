// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CampaignMatch } from './campaign-match';

const match = { sponsorName: 'Acme', ratioPercent: 100, remainingAmount: 400_000, endsAt: '2030-01-01T00:00:00.000Z' };

describe('the campaign page’s match', () => {
  it('shows raised and matched apart and together, and what a gift becomes while live', () => {
    render(<CampaignMatch campaign={{ amountRaised: 250_000, matchedAmount: 100_000, match }} />);
    const figures = screen.getByRole('region', { name: 'Matched giving' });
    expect(figures.textContent).toContain('Raised$2,500');
    expect(figures.textContent).toContain('Matched$1,000');
    expect(figures.textContent).toContain('Together$3,500');
    expect(screen.getByText('Acme is matching gifts 1:1, with $4,000 of matching left')).toBeTruthy();
    expect(screen.getByText('Your $25 becomes $50, thanks to Acme')).toBeTruthy();
  });

  it('shows nothing when no sponsor ever matched and none is live; only the figures once a match ended', () => {
    const { container, rerender } = render(
      <CampaignMatch campaign={{ amountRaised: 250_000, matchedAmount: 0, match: null }} />,
    );
    expect(container.textContent).toBe('');
    rerender(<CampaignMatch campaign={{ amountRaised: 250_000, matchedAmount: 5_000, match: null }} />);
    expect(container.textContent).toContain('Together$2,550');
    expect(container.textContent).not.toContain('becomes');
  });
});
