// @vitest-environment jsdom
import {
  accountSecurityOperations as ops,
  securityMessages,
  type Passkey,
  type WebauthnCredential,
} from '@causeway/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockOperation } from '@/test/mock-api';
import { findToast, renderWithProviders } from '@/test/render';
import { securityOff } from '../test/fixtures';
import { PasskeysCard } from './passkeys-card';

// The browser's WebAuthn prompt: jsdom has none, so the library's two entry points are stand-ins.
const webauthn = vi.hoisted(() => ({
  startRegistration: vi.fn(),
  browserSupportsWebAuthn: vi.fn(() => true),
}));
vi.mock('@simplewebauthn/browser', () => webauthn);

const laptop: Passkey = {
  id: 3,
  name: 'Work laptop',
  createdAt: '2026-01-10T12:00:00.000Z',
  lastUsedAt: '2026-02-14T12:00:00.000Z',
  backedUp: false,
};
const phone: Passkey = {
  id: 4,
  name: 'iPhone',
  createdAt: '2026-02-01T12:00:00.000Z',
  lastUsedAt: null,
  backedUp: true,
};

const registrationOptions = { challenge: 'cmVnaXN0ZXI', rp: { id: 'localhost', name: 'Causeway' } };
const credential: WebauthnCredential = {
  id: 'bmV3LWtleQ',
  rawId: 'bmV3LWtleQ',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'YXR0' },
  clientExtensionResults: {},
};

function rows() {
  return within(screen.getByRole('list', { name: 'Your passkeys' })).getAllByRole('listitem');
}

beforeEach(() => {
  webauthn.startRegistration.mockReset();
  webauthn.browserSupportsWebAuthn.mockReturnValue(true);
});

describe('Passkeys card', () => {
  it('lists the passkeys with when they were added and used, and which are synced', async () => {
    mockOperation(ops.security, { ...securityOff, passkeys: [laptop, phone] });
    renderWithProviders(<PasskeysCard />);
    await screen.findByRole('list', { name: 'Your passkeys' });
    const [first, second] = rows();
    expect(within(first!).getByText('Added Jan 10, 2026 · Last used Feb 14, 2026')).toBeDefined();
    expect(within(first!).queryByText('Synced')).toBeNull();
    expect(within(second!).getByText('Added Feb 1, 2026 · Never used')).toBeDefined();
    expect(within(second!).getByText('Synced')).toBeDefined();
  });

  it('renames a passkey, the name checked first', async () => {
    mockOperation(ops.security, (_call, index) =>
      index === 0
        ? { ...securityOff, passkeys: [laptop] }
        : { ...securityOff, passkeys: [{ ...laptop, name: 'Desk' }] },
    );
    const rename = mockOperation(ops.renamePasskey, { ...laptop, name: 'Desk' });
    const { user } = renderWithProviders(<PasskeysCard />);
    await user.click(await screen.findByRole('button', { name: 'Rename Work laptop' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename passkey' }));
    const name = dialog.getByLabelText('Passkey name');
    await user.clear(name);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(securityMessages.passkeyNameRequired)).toBeDefined();
    await user.type(name, 'Desk');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await findToast('Passkey renamed')).toBeDefined();
    expect(rename.calls.map((call) => [call.params.id, call.body])).toEqual([['3', { name: 'Desk' }]]);
    expect(await screen.findByText('Desk')).toBeDefined();
  });

  it('removes a passkey after a confirmation', async () => {
    mockOperation(ops.security, (_call, index) =>
      index === 0 ? { ...securityOff, passkeys: [laptop, phone] } : { ...securityOff, passkeys: [phone] },
    );
    const remove = mockOperation(ops.removePasskey, undefined);
    const { user } = renderWithProviders(<PasskeysCard />);
    await user.click(await screen.findByRole('button', { name: 'Remove Work laptop' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Remove this passkey?' }));
    expect(dialog.getByText('“Work laptop” will no longer sign you in to Causeway.')).toBeDefined();
    await user.click(dialog.getByRole('button', { name: 'Remove passkey' }));
    expect(await findToast(securityMessages.passkeyRemoved)).toBeDefined();
    expect(remove.calls.map((call) => call.params.id)).toEqual(['3']);
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('adds a passkey: the server’s options to the browser, its answer back under the name given', async () => {
    mockOperation(ops.security, (_call, index) =>
      index === 0 ? securityOff : { ...securityOff, passkeys: [{ ...phone, name: 'Travel key' }] },
    );
    const options = mockOperation(ops.passkeyOptions, registrationOptions);
    const add = mockOperation(ops.addPasskey, { ...phone, name: 'Travel key' });
    webauthn.startRegistration.mockResolvedValue(credential);
    const { user } = renderWithProviders(<PasskeysCard />);
    expect(await screen.findByText('You have no passkeys yet.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a passkey' }));
    const name = dialog.getByLabelText('Passkey name');
    await user.clear(name);
    await user.type(name, 'Travel key');
    await user.click(dialog.getByRole('button', { name: 'Create passkey' }));

    const toast = await findToast(securityMessages.passkeyAdded);
    expect(within(toast).getByText('“Travel key” can now sign you in.')).toBeDefined();
    expect(options.calls).toHaveLength(1);
    expect(webauthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: registrationOptions });
    expect(add.calls[0]!.body).toEqual({ name: 'Travel key', credential });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Travel key')).toBeDefined();
  });

  it('says quietly that nothing was added when the browser’s prompt is closed', async () => {
    mockOperation(ops.security, securityOff);
    mockOperation(ops.passkeyOptions, registrationOptions);
    const add = mockOperation(ops.addPasskey, phone);
    webauthn.startRegistration.mockRejectedValue(
      Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }),
    );
    const { user } = renderWithProviders(<PasskeysCard />);
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a passkey' }));
    await user.click(dialog.getByRole('button', { name: 'Create passkey' }));
    expect(await dialog.findByRole('status')).toHaveProperty(
      'textContent',
      'No passkey was added: the prompt was closed. You can try again when you are ready.',
    );
    expect(dialog.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('region', { name: /^Notifications/ })?.querySelector('li')).toBeFalsy();
    expect(add.calls).toHaveLength(0);
  });

  it('shows the server’s refusal of a passkey it could not verify', async () => {
    mockOperation(ops.security, securityOff);
    mockOperation(ops.passkeyOptions, registrationOptions);
    mockOperation(ops.addPasskey, apiError(400, { message: securityMessages.passkeyFailed, code: 'BAD_REQUEST' }));
    webauthn.startRegistration.mockResolvedValue(credential);
    const { user } = renderWithProviders(<PasskeysCard />);
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a passkey' }));
    await user.click(dialog.getByRole('button', { name: 'Create passkey' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(securityMessages.passkeyFailed);
  });

  it('cannot add a passkey in a browser without WebAuthn, and says why', async () => {
    webauthn.browserSupportsWebAuthn.mockReturnValue(false);
    mockOperation(ops.security, securityOff);
    renderWithProviders(<PasskeysCard />);
    const button = (await screen.findByRole('button', { name: 'Add a passkey' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText(/This browser cannot create passkeys/)).toBeDefined();
  });
});
