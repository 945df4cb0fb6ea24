// @vitest-environment jsdom
import {
  supportMessageErrors,
  supportMessageLabels as l,
  supportMessageOperations,
  type AdminSupportMessage,
} from '@causeway/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOperation } from '@/test/mock-api';
import { findToast, renderWithProviders } from '@/test/render';
import { SupportMessagesPanel } from './support-messages-panel';

const shown: AdminSupportMessage = {
  donationId: 41,
  body: 'Rude words',
  createdAt: '2026-03-01T10:00:00.000Z',
  donorName: 'Mallory Smith',
  donorEmail: 'mallory@example.org',
  publicName: 'Mallory S.',
  amount: 2500,
  donationStatus: 'succeeded',
  anonymous: false,
  showName: true,
  showAmount: false,
  hidden: false,
  hiddenAt: null,
  hiddenBy: null,
  public: true,
};
const hidden: AdminSupportMessage = {
  ...shown,
  hidden: true,
  public: false,
  hiddenAt: '2026-03-02T10:00:00.000Z',
  hiddenBy: 'Alex Admin',
};

describe('SupportMessagesPanel', () => {
  it('lists the messages with the donor and the gift, and hides one', async () => {
    let current = shown;
    mockOperation(supportMessageOperations.adminList, () => ({
      items: [current],
      total: 1,
      page: 1,
      pageSize: 20 as const,
    }));
    const hide = mockOperation(supportMessageOperations.hide, () => {
      current = hidden;
      return hidden;
    });
    const { user } = renderWithProviders(<SupportMessagesPanel campaignId={7} />, { route: '/admin/campaigns/7/edit' });
    const card = await screen.findByRole('article', { name: 'Message from Mallory Smith' });
    expect(card?.textContent).toContain('mallory@example.org');
    expect(card?.textContent).toContain('Gift succeeded');
    expect(card?.textContent).toContain('Signed “Mallory S.”');
    expect(within(card).getByText(l.visible)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: /^Hide/ }));
    await findToast(supportMessageErrors.hidden);
    expect(hide.calls[0]?.params.donationId).toBe('41');
    expect(await within(card).findByText(l.hidden)).toBeTruthy();
    expect(card?.textContent).toContain('hidden by Alex Admin');
    expect(within(card).getByRole('button', { name: /^Unhide/ })).toBeTruthy();
  });

  it('unhides a hidden message', async () => {
    mockOperation(supportMessageOperations.adminList, { items: [hidden], total: 1, page: 1, pageSize: 20 });
    const unhide = mockOperation(supportMessageOperations.unhide, shown);
    const { user } = renderWithProviders(<SupportMessagesPanel campaignId={7} />, { route: '/admin/campaigns/7/edit' });
    await user.click(await screen.findByRole('button', { name: /^Unhide/ }));
    await findToast(supportMessageErrors.unhidden);
    expect(unhide.calls).toHaveLength(1);
  });

  it('has an empty state', async () => {
    mockOperation(supportMessageOperations.adminList, { items: [], total: 0, page: 1, pageSize: 20 });
    renderWithProviders(<SupportMessagesPanel campaignId={7} />, { route: '/admin/campaigns/7/edit' });
    expect(await screen.findByText(l.moderationEmpty)).toBeTruthy();
  });

  it("shows a gift's amount in the campaign's currency", async () => {
    mockOperation(supportMessageOperations.adminList, {
      items: [{ ...shown, amount: 5000 }],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    renderWithProviders(<SupportMessagesPanel campaignId={7} currency="jpy" />, { route: '/admin/campaigns/7/edit' });
    const card = await screen.findByRole('article', { name: 'Message from Mallory Smith' });
    expect(card.textContent).toContain('¥5,000 · Gift succeeded');
  });
});
