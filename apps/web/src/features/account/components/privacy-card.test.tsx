// @vitest-environment jsdom
import { privacyMessages, privacyOperations } from '@causeway/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockOperation } from '@/test/mock-api';
import { findNavigation, findToast, renderWithProviders } from '@/test/render';
import { PrivacyCard } from './privacy-card';

describe('Your data: Delete account', () => {
  it('needs DELETE typed, shows a wrong password under its field, then deletes and leaves for the home page', async () => {
    const remove = mockOperation(privacyOperations.deleteAccount, (_call, index) =>
      index === 0
        ? apiError(400, {
            message: privacyMessages.passwordWrong,
            code: 'VALIDATION_FAILED',
            fieldErrors: { password: [privacyMessages.passwordWrong] },
          })
        : { message: privacyMessages.accountDeleted, recurringCancelled: 1, donationsAnonymized: 2 },
    );
    const { user } = renderWithProviders(<PrivacyCard />, { route: '/account' });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account?' }));
    const confirm = dialog.getByRole('button', { name: 'Delete account' });

    await user.type(dialog.getByLabelText('Password'), 'wrong-password');
    await user.type(dialog.getByLabelText('Type DELETE to confirm'), 'delete');
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.clear(dialog.getByLabelText('Type DELETE to confirm'));
    await user.type(dialog.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(confirm);
    expect(await dialog.findByText(privacyMessages.passwordWrong)).toBeDefined();
    expect(remove.calls[0]!.body).toEqual({ password: 'wrong-password' });

    await user.clear(dialog.getByLabelText('Password'));
    await user.type(dialog.getByLabelText('Password'), 'right-password');
    await user.click(confirm);
    expect(await findNavigation()).toBe('/');
    expect(await findToast('Account deleted')).toBeDefined();
    await waitFor(() => expect(remove.calls).toHaveLength(2));
    expect(remove.calls[1]!.body).toEqual({ password: 'right-password' });
  });
});
