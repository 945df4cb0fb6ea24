// @vitest-environment jsdom
import { coverFeeCents, recurringOperations } from '@causeway/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOperation, type Fixture } from '@/test/mock-api';
import { findToast, renderWithProviders } from '@/test/render';
import { RecurringTab } from './recurring-tab';

// Issue 26: a recurring gift keeps its campaign's currency; its card, dialogs and new amount are in it.
type Gift = Fixture<typeof recurringOperations.cancel>;

const yenGift: Gift = {
  id: 8,
  amount: 3_000,
  currency: 'jpy',
  feeAmount: 0,
  interval: 'monthly',
  status: 'active',
  nextPaymentDate: '2030-05-01T00:00:00.000Z',
  createdAt: '2025-01-15T00:00:00.000Z',
  campaign: { id: 9, title: 'Library in Sendai' },
};

function openWith(gifts: () => Gift[]) {
  mockOperation(recurringOperations.list, gifts);
  return renderWithProviders(<RecurringTab />, { route: '/dashboard?tab=recurring', path: '/dashboard' });
}

const card = () => screen.findByRole('article', { name: 'Library in Sendai' });

async function openAmountDialog(user: ReturnType<typeof openWith>['user']) {
  await user.click(within(await card()).getByRole('button', { name: /^Change amount/ }));
  return screen.findByRole('dialog', { name: 'Change amount' });
}

describe('a recurring gift in yen', () => {
  it('shows ¥3,000 (never ¥30) and the fee it covers in yen', async () => {
    const fee = coverFeeCents(3_000, 'jpy');
    openWith(() => [yenGift, { ...yenGift, id: 10, feeAmount: fee, campaign: { id: 10, title: 'Other' } }]);
    expect(within(await card()).getByText('¥3,000')).toBeDefined();
    const covered = await screen.findByRole('article', { name: 'Other' });
    expect(
      within(covered).getByText(
        `You also cover the ¥${fee} processing fee, so each payment is ¥${(3_000 + fee).toLocaleString('en-US')}.`,
      ),
    ).toBeDefined();
  });

  it('changes the amount in yen: its bounds and messages, whole yen only, yen on the wire', async () => {
    let gifts = [yenGift];
    const change = mockOperation(recurringOperations.changeAmount, (call) => {
      const updated = { ...yenGift, amount: (call.body as { amount: number }).amount };
      gifts = [updated];
      return updated;
    });
    const { user } = openWith(() => gifts);
    const dialog = await openAmountDialog(user);
    expect(within(dialog).getByText(/now ¥3,000\./)).toBeDefined();
    const amount = within(dialog).getByRole('textbox', { name: 'New amount (JPY)' });
    expect((amount as HTMLInputElement).value).toBe('3000');
    expect(within(dialog).getByText('Between ¥100 and ¥10,000,000.')).toBeDefined();
    const save = within(dialog).getByRole('button', { name: 'Save new amount' });

    // 50 would be fine cents; it is ¥50 here, under ¥100.
    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(save);
    expect(await within(dialog).findByText('Minimum donation amount is ¥100')).toBeDefined();
    await user.clear(amount);
    await user.type(amount, '25.50');
    await user.click(save);
    expect(await within(dialog).findByText('Please enter a valid amount')).toBeDefined();
    await user.clear(amount);
    await user.type(amount, '20000000');
    await user.click(save);
    expect(await within(dialog).findByText('Maximum donation amount is ¥10,000,000')).toBeDefined();
    expect(change.calls).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '¥2,500');
    await user.click(save);
    expect(within(await findToast('Recurring donation updated')).getByText(/you give ¥2,500 to/)).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(change.calls[0]!.body).toEqual({ amount: 2_500 });
    expect(within(await card()).getByText('¥2,500')).toBeDefined();
  });

  it('a euro gift’s field reads euros and cents and sends cents', async () => {
    const euroGift: Gift = { ...yenGift, amount: 2_550, currency: 'eur' };
    const change = mockOperation(recurringOperations.changeAmount, (call) => ({
      ...euroGift,
      amount: (call.body as { amount: number }).amount,
    }));
    const { user } = openWith(() => [euroGift]);
    const dialog = await openAmountDialog(user);
    const amount = within(dialog).getByRole('textbox', { name: 'New amount (EUR)' });
    expect((amount as HTMLInputElement).value).toBe('25.50');
    await user.clear(amount);
    await user.type(amount, '0.99');
    await user.click(within(dialog).getByRole('button', { name: 'Save new amount' }));
    expect(await within(dialog).findByText('Minimum donation amount is €1')).toBeDefined();
    await user.clear(amount);
    await user.type(amount, '30.05');
    await user.click(within(dialog).getByRole('button', { name: 'Save new amount' }));
    await waitFor(() => expect(change.calls[0]?.body).toEqual({ amount: 3_005 }));
  });

  it('the cancel dialog names the gift in yen', async () => {
    const { user } = openWith(() => [yenGift]);
    await user.click(within(await card()).getByRole('button', { name: /^Cancel/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this recurring donation?' });
    expect(within(dialog).getByText(/Your ¥3,000 monthly gift to/)).toBeDefined();
  });
});
