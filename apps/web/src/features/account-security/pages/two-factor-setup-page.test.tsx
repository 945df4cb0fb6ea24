// @vitest-environment jsdom
import {
  accountSecurityOperations as ops,
  authOperations,
  securityMessages,
  type WebauthnCredential,
} from '@causeway/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockOperation } from '@/test/mock-api';
import { findNavigation, renderWithProviders } from '@/test/render';
import { ada, recoveryCodes, securityOff, twoFactorSetup } from '../test/fixtures';
import { TwoFactorSetupPage } from './two-factor-setup-page';

const webauthn = vi.hoisted(() => ({
  startRegistration: vi.fn(),
  browserSupportsWebAuthn: vi.fn(() => true),
}));
vi.mock('@simplewebauthn/browser', () => webauthn);

const credential: WebauthnCredential = {
  id: 'bmV3LWtleQ',
  rawId: 'bmV3LWtleQ',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'YXR0' },
  clientExtensionResults: {},
};
const required = { ...ada, twoFactorSetupRequired: true };

beforeEach(() => {
  webauthn.startRegistration.mockReset();
  webauthn.browserSupportsWebAuthn.mockReturnValue(true);
});

describe('/admin/two-factor-setup', () => {
  it('asks an administrator to choose a second factor, and goes on to the page asked for once a passkey is added', async () => {
    // Required until the passkey is added; the page fetches the user again before it moves on.
    mockOperation(authOperations.me, (_call, index) => (index === 0 ? required : ada));
    mockOperation(ops.security, { ...securityOff, setupRequired: true });
    mockOperation(ops.passkeyOptions, { challenge: 'cmVnaXN0ZXI' });
    const add = mockOperation(ops.addPasskey, {
      id: 1,
      name: 'Chrome on macOS',
      createdAt: '2026-02-01T12:00:00.000Z',
      lastUsedAt: null,
      backedUp: true,
    });
    webauthn.startRegistration.mockResolvedValue(credential);
    const { user } = renderWithProviders(<TwoFactorSetupPage />, {
      route: '/admin/two-factor-setup?redirect=/admin/donors',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-factor authentication' })).toBeDefined();
    expect(
      screen.getByText(
        'Your organization requires administrators to use a second factor when they sign in. Choose one to continue.',
      ),
    ).toBeDefined();
    expect(document.title).toMatch(/^Set up two-factor authentication/);
    const choices = within(screen.getByRole('group', { name: 'Choose a second factor' }));
    expect(await choices.findByRole('button', { name: /Authenticator app/ })).toBeDefined();
    await user.click(choices.getByRole('button', { name: /Passkey/ }));
    expect(document.activeElement).toBe(await screen.findByLabelText('Passkey name'));
    // Back to the choices, the focus on the first one; then the passkey after all.
    await user.click(screen.getByRole('button', { name: 'Choose another way' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Authenticator app/ }));
    await user.click(screen.getByRole('button', { name: /Passkey/ }));

    await user.type(await screen.findByLabelText('Passkey name'), '{Control>}a{/Control}Desk key');
    await user.click(screen.getByRole('button', { name: 'Create passkey' }));
    expect(await findNavigation()).toBe('/admin/donors');
    expect(add.calls[0]!.body).toMatchObject({ name: 'Desk key' });
  });

  it('sets up an authenticator app with the same steps, and leaves only after the recovery codes', async () => {
    mockOperation(authOperations.me, (_call, index) => (index === 0 ? required : ada));
    mockOperation(ops.security, securityOff);
    mockOperation(ops.startTwoFactor, twoFactorSetup);
    mockOperation(ops.confirmTwoFactor, { recoveryCodes });
    const { user } = renderWithProviders(<TwoFactorSetupPage />, {
      route: '/admin/two-factor-setup?redirect=//evil.example',
    });
    await user.click(await screen.findByRole('button', { name: /Authenticator app/ }));
    expect(screen.getByText('Authenticator app · Step 1 of 3')).toBeDefined();
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    // The user no longer needs set-up by now, but the codes are shown before anything else.
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeDefined();
    expect(screen.getByText(recoveryCodes[9]!)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Choose another way' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    // An unsafe redirect falls back to the administration's home.
    expect(await findNavigation()).toBe('/admin');
  });

  it('says the encryption key is missing instead of offering codes the server cannot keep', async () => {
    mockOperation(authOperations.me, required);
    mockOperation(ops.security, { ...securityOff, totpAvailable: false });
    renderWithProviders(<TwoFactorSetupPage />, { route: '/admin/two-factor-setup' });
    const app = (await screen.findByRole('button', { name: /Authenticator app/ })) as HTMLButtonElement;
    expect(app.disabled).toBe(true);
    expect(screen.getByText(securityMessages.encryptionKeyMissing)).toBeDefined();
  });

  it("says you're all set when nothing is required any more, with a way on", async () => {
    mockOperation(authOperations.me, ada);
    mockOperation(ops.security, securityOff);
    renderWithProviders(<TwoFactorSetupPage />, { route: '/admin/two-factor-setup?redirect=/admin/ledger' });
    expect(await screen.findByText("You're all set")).toBeDefined();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/admin/ledger');
  });
});
