// @vitest-environment jsdom
import { recurringMessages, recurringOperations } from '@causeway/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, mockOperation, type Fixture } from '@/test/mock-api';
import { findToast, renderWithProviders } from '@/test/render';
import { RecurringTab } from './recurring-tab';

type Gift = Fixture<typeof recurringOperations.cancel>;

const water: Gift = {
  id: 3,
  amount: 2500,
  currency: 'usd',
  feeAmount: 0,
  interval: 'monthly',
  status: 'active',
  nextPaymentDate: '2030-05-01T00:00:00.000Z',
  createdAt: '2025-01-15T00:00:00.000Z',
  campaign: { id: 7, title: 'Clean Water for Kisoro' },
};

/** The donor's gifts as the server holds them: the list is read again after every change. */
let gifts: Gift[];
beforeEach(() => {
  gifts = [water];
});

function openRecurringTab() {
  mockOperation(recurringOperations.list, () => gifts);
  return renderWithProviders(<RecurringTab />, { route: '/dashboard?tab=recurring', path: '/dashboard' });
}

const giftCard = () => screen.findByRole('article', { name: 'Clean Water for Kisoro' });

describe('changing the amount of a recurring gift', () => {
  it('refuses amounts outside $1 to $100,000 without asking the server', async () => {
    const change = mockOperation(recurringOperations.changeAmount, water);
    const { user } = openRecurringTab();

    await user.click(within(await giftCard()).getByRole('button', { name: /^Change amount/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Change amount' });
    const amount = within(dialog).getByRole('textbox', { name: 'New amount (USD)' });
    await user.clear(amount);
    await user.type(amount, '0.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save new amount' }));
    expect(await within(dialog).findByText('Minimum donation amount is $1')).toBeDefined();

    await user.clear(amount);
    await user.type(amount, 'twenty');
    await user.click(within(dialog).getByRole('button', { name: 'Save new amount' }));
    expect(await within(dialog).findByText('Please enter a valid amount')).toBeDefined();
    expect(change.calls).toHaveLength(0);
  });

  it('sends the new amount in cents, closes, and the list shows it', async () => {
    const change = mockOperation(recurringOperations.changeAmount, (call) => {
      const updated = { ...water, amount: (call.body as { amount: number }).amount };
      gifts = [updated];
      return updated;
    });
    const { user } = openRecurringTab();

    await user.click(within(await giftCard()).getByRole('button', { name: /^Change amount/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Change amount' });
    const amount = within(dialog).getByRole('textbox', { name: 'New amount (USD)' });
    await user.clear(amount);
    await user.type(amount, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save new amount' }));

    expect(await findToast('Recurring donation updated')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(await giftCard()).getByText('$40')).toBeDefined();
    expect(change.calls[0]!.params).toEqual({ id: '3' });
    expect(change.calls[0]!.body).toEqual({ amount: 4000 });
  });

  it("keeps the dialog open and shows the server's reason when it refuses", async () => {
    mockOperation(
      recurringOperations.changeAmount,
      apiError(409, { code: 'CONFLICT', message: recurringMessages.cancelledIsFinal }),
    );
    const { user } = openRecurringTab();

    await user.click(within(await giftCard()).getByRole('button', { name: /^Change amount/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Change amount' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'New amount (USD)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'New amount (USD)' }), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save new amount' }));

    const toast = await findToast('Failed to update recurring donation');
    expect(within(toast).getByText(recurringMessages.cancelledIsFinal)).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'Change amount' })).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Keep current amount' }));
    expect(within(await giftCard()).getByText('$25')).toBeDefined();
  });
});

describe('cancelling a recurring gift', () => {
  it('asks once more; Keep donation changes nothing, Cancel donation ends the gift', async () => {
    const cancel = mockOperation(recurringOperations.cancel, () => {
      const cancelled = { ...water, status: 'cancelled' as const, nextPaymentDate: null };
      gifts = [cancelled];
      return cancelled;
    });
    const { user } = openRecurringTab();

    await user.click(within(await giftCard()).getByRole('button', { name: /^Cancel/ }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Cancel this recurring donation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep donation' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(cancel.calls).toHaveLength(0);

    await user.click(within(await giftCard()).getByRole('button', { name: /^Cancel/ }));
    dialog = await screen.findByRole('alertdialog', { name: 'Cancel this recurring donation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel donation' }));

    expect(await findToast('Subscription cancelled')).toBeDefined();
    const card = await giftCard();
    expect(await within(card).findByText('This gift has ended. No further payments will be taken.')).toBeDefined();
    expect(within(card).getByText('Cancelled')).toBeDefined();
    expect(within(card).queryByRole('button', { name: /^Cancel/ })).toBeNull();
    expect(cancel.calls[0]!.params).toEqual({ id: '3' });
  });

  it("shows the server's reason when the cancellation fails, and the gift stays active", async () => {
    mockOperation(
      recurringOperations.cancel,
      apiError(404, { code: 'NOT_FOUND', message: recurringMessages.notFound }),
    );
    const { user } = openRecurringTab();

    await user.click(within(await giftCard()).getByRole('button', { name: /^Cancel/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this recurring donation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel donation' }));

    expect(within(await findToast('Cancellation failed')).getByText(recurringMessages.notFound)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Keep donation' }));
    expect(within(await giftCard()).getByText('Active')).toBeDefined();
  });
});
