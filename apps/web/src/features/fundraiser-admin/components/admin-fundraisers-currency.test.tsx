// @vitest-environment jsdom
import { fundraiserOperations } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOperation, type Fixture } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { FundraisersAdminPanel } from './fundraisers-admin-panel';

// Issue 26: a campaign's fundraising pages raise in its currency; yen are never divided by 100.
const yenPage: Fixture<typeof fundraiserOperations.hide> = {
  id: 31,
  slug: 'kenjis-run',
  title: 'Kenji’s run for the school',
  ownerName: 'Kenji Sato',
  ownerEmail: 'kenji@example.jp',
  teamName: null,
  goal: 100_000,
  raisedAmount: 12_500,
  currency: 'jpy',
  giftCount: 3,
  status: 'active',
  hidden: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};

describe('the fundraising pages list in other currencies', () => {
  it('shows a page’s raised amount and goal in its campaign’s currency', async () => {
    mockOperation(fundraiserOperations.settings, { enabled: true, suggestedGoal: null, guide: '' });
    mockOperation(fundraiserOperations.adminList, { items: [yenPage], total: 1, page: 1, pageSize: 10 });
    renderWithProviders(<FundraisersAdminPanel campaignId={9} />);
    const raised = await screen.findByText('¥12,500');
    expect(raised.parentElement!.textContent).toContain('¥12,500 of ¥100,000 · 3 gifts');
  });
});
