// @vitest-environment jsdom
import { accountSecurityOperations as ops, securityMessages } from '@causeway/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockOperation } from '@/test/mock-api';
import { findToast, renderWithProviders } from '@/test/render';
import { recoveryCodes, securityOff, securityOn, twoFactorSetup } from '../test/fixtures';
import { TwoFactorCard } from './two-factor-card';

const wrongPassword = apiError(400, {
  message: securityMessages.passwordWrong,
  code: 'VALIDATION_FAILED',
  fieldErrors: { password: [securityMessages.passwordWrong] },
});
const wrongCode = apiError(400, {
  message: securityMessages.codeWrong,
  code: 'VALIDATION_FAILED',
  fieldErrors: { code: [securityMessages.codeWrong] },
});

describe('Two-factor authentication card', () => {
  it('sets up codes: password, then the QR code and key, then a code from the app, then the recovery codes', async () => {
    // Off until the code is confirmed; the card refetches after that.
    mockOperation(ops.security, (_call, index) => (index === 0 ? securityOff : securityOn));
    const start = mockOperation(ops.startTwoFactor, (_call, index) => (index === 0 ? wrongPassword : twoFactorSetup));
    const confirm = mockOperation(ops.confirmTwoFactor, (_call, index) =>
      index === 0 ? wrongCode : { recoveryCodes },
    );
    const { user } = renderWithProviders(<TwoFactorCard email="ada@example.com" />);
    expect(await screen.findByText('Off')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Set up authenticator app' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm it’s you' }));
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(await dialog.findByText('Enter your password')).toBeDefined();
    expect(start.calls).toHaveLength(0);
    await user.type(dialog.getByLabelText('Password'), 'wrong');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(await dialog.findByText(securityMessages.passwordWrong)).toBeDefined();
    await user.clear(dialog.getByLabelText('Password'));
    await user.type(dialog.getByLabelText('Password'), 'right-password');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(start.calls[1]!.body).toEqual({ password: 'right-password' });

    const scan = within(await screen.findByRole('dialog', { name: 'Scan the QR code' }));
    const qr = scan.getByRole('img', { name: 'QR code for your authenticator app' }) as HTMLImageElement;
    expect(qr.src).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(twoFactorSetup.qrSvg)}`);
    expect(scan.getByText("Can't scan? Enter this key")).toBeDefined();
    expect(scan.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeDefined();
    const code = scan.getByLabelText('Code from the app') as HTMLInputElement;
    expect([code.inputMode, code.autocomplete]).toEqual(['numeric', 'one-time-code']);

    await user.type(code, '12345');
    await user.click(scan.getByRole('button', { name: 'Turn on' }));
    expect(await scan.findByText(securityMessages.codeFormat)).toBeDefined();
    expect(confirm.calls).toHaveLength(0);
    await user.type(code, '6');
    await user.click(scan.getByRole('button', { name: 'Turn on' }));
    expect(await scan.findByText(securityMessages.codeWrong)).toBeDefined();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    await user.clear(code);
    await user.type(code, '654 321');
    await user.click(scan.getByRole('button', { name: 'Turn on' }));

    const saved = within(await screen.findByRole('dialog', { name: 'Save your recovery codes' }));
    const list = saved.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(confirm.calls[1]!.body).toEqual({ code: '654321' });
    // The secret is gone from the page once the codes are on.
    expect(screen.queryByText(/JBSW Y3DP/)).toBeNull();
    expect(saved.getByRole('button', { name: 'Copy all' })).toBeDefined();
    expect(saved.getByRole('button', { name: 'Download' })).toBeDefined();

    await user.click(saved.getByRole('button', { name: 'I have saved my recovery codes' }));
    const toast = await findToast('Two-factor authentication on');
    expect(within(toast).getByText(securityMessages.twoFactorEnabled)).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('On')).toBeDefined();
    expect(screen.getByText('8 recovery codes left')).toBeDefined();
  });

  it('closes the set-up with Escape at any step, the focus back on the button that opened it', async () => {
    mockOperation(ops.security, securityOff);
    mockOperation(ops.startTwoFactor, twoFactorSetup);
    const { user } = renderWithProviders(<TwoFactorCard email="ada@example.com" />);
    const open = await screen.findByRole('button', { name: 'Set up authenticator app' });
    await user.click(open);
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm it’s you' }));
    expect(document.activeElement).toBe(dialog.getByLabelText('Password'));
    await user.type(dialog.getByLabelText('Password'), 'right-password{Enter}');
    const scan = await screen.findByRole('dialog', { name: 'Scan the QR code' });
    expect(document.activeElement).toBe(within(scan).getByLabelText('Code from the app'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);
    // Opened again, it starts from the password: nothing of the last try is kept.
    await user.click(open);
    expect(await screen.findByRole('dialog', { name: 'Confirm it’s you' })).toBeDefined();
  });

  it('cannot be set up without the server’s encryption key, and says why', async () => {
    mockOperation(ops.security, { ...securityOff, totpAvailable: false });
    renderWithProviders(<TwoFactorCard email="ada@example.com" />);
    const button = (await screen.findByRole('button', { name: 'Set up authenticator app' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByText(securityMessages.encryptionKeyMissing).id);
  });

  it('turns off only with the password and a code, the server’s refusal under its field', async () => {
    mockOperation(ops.security, (_call, index) => (index === 0 ? securityOn : securityOff));
    const disable = mockOperation(ops.disableTwoFactor, (_call, index) =>
      index === 0 ? wrongCode : { message: securityMessages.twoFactorDisabled },
    );
    const { user } = renderWithProviders(<TwoFactorCard email="ada@example.com" />);
    expect(await screen.findByText('Turned on')).toBeDefined();
    expect(screen.getByText('March 4, 2026')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));

    const dialog = within(await screen.findByRole('alertdialog', { name: 'Turn off two-factor authentication?' }));
    await user.click(dialog.getByRole('button', { name: 'Turn off' }));
    expect(await dialog.findByText('Enter your password')).toBeDefined();
    expect(dialog.getByText(securityMessages.codeFormat)).toBeDefined();
    expect(disable.calls).toHaveLength(0);

    await user.type(dialog.getByLabelText('Password'), 'right-password');
    await user.type(dialog.getByLabelText('Code from the app or a recovery code'), '000000');
    await user.click(dialog.getByRole('button', { name: 'Turn off' }));
    expect(await dialog.findByText(securityMessages.codeWrong)).toBeDefined();

    await user.clear(dialog.getByLabelText('Code from the app or a recovery code'));
    await user.type(dialog.getByLabelText('Code from the app or a recovery code'), 'abcde-fghij');
    await user.click(dialog.getByRole('button', { name: 'Turn off' }));
    const toast = await findToast('Two-factor authentication off');
    expect(within(toast).getByText(securityMessages.twoFactorDisabled)).toBeDefined();
    expect(disable.calls.map((call) => call.body)).toEqual([
      { password: 'right-password', code: '000000' },
      { password: 'right-password', code: 'abcde-fghij' },
    ]);
    expect(await screen.findByText('Off')).toBeDefined();
  });

  it('makes new recovery codes after the password, and shows them once', async () => {
    mockOperation(ops.security, securityOn);
    const regenerate = mockOperation(ops.regenerateRecoveryCodes, { recoveryCodes });
    const { user } = renderWithProviders(<TwoFactorCard email="ada@example.com" />);
    await user.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New recovery codes' }));
    await user.type(dialog.getByLabelText('Password'), 'right-password');
    await user.click(dialog.getByRole('button', { name: 'Make new codes' }));
    expect(await dialog.findByText(recoveryCodes[0]!)).toBeDefined();
    expect(regenerate.calls[0]!.body).toEqual({ password: 'right-password' });
    await user.click(dialog.getByRole('button', { name: 'I have saved my recovery codes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
