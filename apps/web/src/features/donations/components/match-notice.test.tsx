// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MatchNotice } from './match-notice';

const match = { sponsorName: 'Acme', ratioPercent: 100, remainingAmount: 400_000, endsAt: '2030-01-01T00:00:00.000Z' };

describe('the donation page’s match notice', () => {
  it('follows the amount entered, capped by what is left, and hides without an amount or match', () => {
    const { container, rerender } = render(<MatchNotice amountCents={2_500} match={match} />);
    expect(container.textContent).toBe('Your $25 becomes $50, thanks to Acme');
    rerender(<MatchNotice amountCents={500_000} match={match} />);
    expect(container.textContent).toBe('Your $5,000 becomes $9,000, thanks to Acme');
    rerender(<MatchNotice amountCents={null} match={match} />);
    expect(container.textContent).toBe('');
    rerender(<MatchNotice amountCents={2_500} match={{ ...match, remainingAmount: 0 }} />);
    expect(container.textContent).toBe('');
  });
});
