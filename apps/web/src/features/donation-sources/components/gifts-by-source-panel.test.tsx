// @vitest-environment jsdom
import { donationSourceMessages as m, donationSourceOperations as ops } from '@causeway/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOperation } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { GiftsBySourcePanel } from './gifts-by-source-panel';

const report = {
  from: '2026-03-01',
  to: '2026-03-30',
  rows: [
    {
      kind: 'utm' as const,
      value: 'newsletter',
      medium: 'email',
      campaign: 'spring',
      gifts: 3,
      amount: 7_500,
      currency: 'usd' as const,
    },
    {
      kind: 'embed' as const,
      value: 'https://friends.example.org',
      medium: null,
      campaign: null,
      gifts: 1,
      amount: 2_000,
      currency: 'usd' as const,
    },
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
  totals: [{ currency: 'usd' as const, gifts: 6, amount: 10_500 }],
  truncated: false,
};

describe('GiftsBySourcePanel', () => {
  it('shows a campaign’s sources with their labels, gifts, amounts and total, for the last 30 days', async () => {
    const { calls } = mockOperation(ops.campaign, report);
    renderWithProviders(<GiftsBySourcePanel scope={{ campaignId: 7 }} />);
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      `${m.source}${m.gifts}${m.amount}`,
      'newsletteremail · spring3$75',
      'Embedded on friends.example.org1$20',
      'Direct2$10',
      `${m.total}6$105`,
    ]);
    expect(calls[0]!.params.id).toBe('7');
    const from = calls[0]!.url.searchParams.get('from')!;
    const to = calls[0]!.url.searchParams.get('to')!;
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(29);
    expect((screen.getByLabelText(m.to) as HTMLInputElement).value).toBe(to);
  });

  it('shows a table per currency, each with its own total, when gifts came in euros and yen (issue 26)', async () => {
    const direct = { kind: 'direct' as const, value: null, medium: null, campaign: null };
    mockOperation(ops.overview, {
      ...report,
      rows: [
        { ...direct, gifts: 2, amount: 2_550, currency: 'eur' as const },
        {
          kind: 'utm' as const,
          value: 'newsletter',
          medium: null,
          campaign: null,
          gifts: 1,
          amount: 2_500,
          currency: 'jpy' as const,
        },
        { ...direct, gifts: 1, amount: 500, currency: 'jpy' as const },
      ],
      totals: [
        { currency: 'eur' as const, gifts: 2, amount: 2_550 },
        { currency: 'jpy' as const, gifts: 2, amount: 3_000 },
      ],
    });
    renderWithProviders(<GiftsBySourcePanel scope="site" />);
    await screen.findByText('newsletter');
    const tables = screen.getAllByRole('table').map((table) =>
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    );
    expect(tables).toEqual([
      [`${m.source}${m.gifts}${m.amount}`, 'Direct2€25.50', `${m.total}2€25.50`],
      [`${m.source}${m.gifts}${m.amount}`, 'newsletter1¥2,500', 'Direct1¥500', `${m.total}2¥3,000`],
    ]);
    const captions = screen.getAllByRole('table').map((table) => (table as HTMLTableElement).caption?.textContent);
    expect(captions).toEqual([
      `${m.inCurrency('eur')} (${m.title}, 2026-03-01 to 2026-03-30)`,
      `In JPY (${m.title}, 2026-03-01 to 2026-03-30)`,
    ]);
  });

  it('shows the empty state, and a start after the end in place without asking', async () => {
    const { calls } = mockOperation(ops.overview, { ...report, rows: [], totals: [] });
    renderWithProviders(<GiftsBySourcePanel scope="site" />);
    expect(await screen.findByText(m.empty)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(m.from), { target: { value: '2099-01-01' } });
    expect((await screen.findByRole('alert')).textContent).toBe(m.fromAfterTo);
    expect(screen.getByLabelText(m.from).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(1);
  });
});
