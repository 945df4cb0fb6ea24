// @vitest-environment jsdom
import { supportMessageLabels as l, supportMessageOperations, type SupportMessagePage } from '@causeway/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockOperation } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { CampaignSupportMessages } from './campaign-support-messages';

const message = (i: number, extra: Partial<SupportMessagePage['items'][number]> = {}) => ({
  name: `Donor ${i}`,
  amount: null,
  body: `Message ${i}`,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...extra,
});
const page = (n: number, items: SupportMessagePage['items'], total: number): SupportMessagePage => ({
  items,
  total,
  page: n,
  pageSize: 10,
});

function renderSection() {
  return renderWithProviders(<CampaignSupportMessages campaignId={7} />, { route: '/campaigns/7' });
}

describe('CampaignSupportMessages', () => {
  it('shows each message with its name, the amount only when given, and the text as plain text with its line breaks', async () => {
    mockOperation(
      supportMessageOperations.list,
      page(
        1,
        [
          message(1, { name: 'Ada L.', amount: 2500, body: 'Line one\nLine two' }),
          message(2, { name: 'Anonymous', body: '<img src=x onerror=alert(1)>' }),
        ],
        2,
      ),
    );
    renderSection();
    const region = await screen.findByRole('region', { name: /Words of support/ });
    const items = await within(region).findAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Ada L.');
    expect(items[0]?.textContent).toContain('gave $25');
    expect(within(items[0]!).getByText(/Line one/).textContent).toBe('Line one\nLine two');
    expect(items[1]?.textContent).toContain('Anonymous');
    expect(items[1]?.textContent).not.toContain('gave');
    expect(items[1]?.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(region.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button', { name: l.showMore })).toBeNull();
  });

  it('asks for the next page with "Show more" and adds it below, until there is no more', async () => {
    const first = Array.from({ length: 10 }, (_, i) => message(12 - i));
    const api = mockOperation(supportMessageOperations.list, (call) =>
      call.url.searchParams.get('page') === '2' ? page(2, [message(2), message(1)], 12) : page(1, first, 12),
    );
    const { user } = renderSection();
    expect(await screen.findAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: l.showMore }));
    expect(await screen.findByText('Message 1')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: l.showMore })).toBeNull();
    expect(api.calls.map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('says so when there are no words of support yet', async () => {
    mockOperation(supportMessageOperations.list, page(1, [], 0));
    renderSection();
    expect(await screen.findByText(l.emptyTitle)).toBeTruthy();
    expect(screen.getByText(l.emptyDescription)).toBeTruthy();
  });

  it('offers to try again when the list cannot load', async () => {
    const api = mockOperation(supportMessageOperations.list, (_call, index) =>
      index === 0 ? apiError(500, { code: 'INTERNAL', message: 'Boom' }) : page(1, [message(1)], 1),
    );
    const { user } = renderSection();
    expect(await screen.findByText(l.loadError)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Message 1')).toBeTruthy();
    expect(api.calls).toHaveLength(2);
  });
});
