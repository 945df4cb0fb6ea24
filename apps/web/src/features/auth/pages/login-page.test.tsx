// @vitest-environment jsdom
import {
  accountSecurityOperations,
  authOperations,
  securityMessages,
  type User,
  type WebauthnCredential,
} from '@causeway/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockOperation } from '@/test/mock-api';
import { findNavigation, findToast, renderWithProviders } from '@/test/render';
import { LoginPage } from './login-page';

// The browser's WebAuthn prompt: jsdom has none, so the library's two entry points are stand-ins.
const webauthn = vi.hoisted(() => ({
  startAuthentication: vi.fn(),
  browserSupportsWebAuthn: vi.fn(() => true),
}));
vi.mock('@simplewebauthn/browser', () => webauthn);

const ada: User = {
  id: 7,
  email: 'ada@example.com',
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'donor',
  emailVerified: true,
  emailUpdates: false,
  twoFactorSetupRequired: false,
};

const passkeyOptions = { challenge: 'c2lnbi1pbi1jaGFsbGVuZ2U', rpId: 'localhost', allowCredentials: [] };
const credential: WebauthnCredential = {
  id: 'Y3JlZGVudGlhbA',
  rawId: 'Y3JlZGVudGlhbA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'YXV0aA', signature: 'c2ln' },
  clientExtensionResults: {},
};

function cancelledPrompt(): Error {
  const error = new Error('The operation either timed out or was not allowed.');
  error.name = 'NotAllowedError';
  return error;
}

beforeEach(() => {
  webauthn.startAuthentication.mockReset();
  webauthn.browserSupportsWebAuthn.mockReturnValue(true);
  mockOperation(authOperations.me, null);
});

/** Opens /login and gives a right password for an account whose second step offers `methods`. */
async function passwordAccepted(methods: ('totp' | 'passkey')[] = ['totp']) {
  const login = mockOperation(authOperations.login, { secondStepRequired: true, methods });
  const page = renderWithProviders(<LoginPage />, { route: '/login' });
  await page.user.type(await screen.findByLabelText('Email'), 'ada@example.com');
  await page.user.type(screen.getByLabelText('Password'), 'correct horse');
  await page.user.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByRole('heading', { name: 'Two-factor authentication' });
  return { ...page, login };
}

describe('Login: the second step', () => {
  it('appears after the password for an account with codes, focused on the code, and signs in with a right code', async () => {
    const secondStep = mockOperation(accountSecurityOperations.secondStep, ada);
    const { user, login } = await passwordAccepted();
    expect(login.calls[0]!.body).toEqual({ email: 'ada@example.com', password: 'correct horse' });
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeDefined();
    expect(screen.queryByLabelText('Password')).toBeNull();

    const code = screen.getByLabelText('Authentication code');
    expect(document.activeElement).toBe(code);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    // No passkey on this account: no passkey button.
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();

    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await findNavigation()).toBe('/dashboard');
    expect(secondStep.calls.map((call) => call.body)).toEqual([{ code: '123456' }]);
    const toast = await findToast('Login Successful');
    expect(toast.textContent).toContain('Welcome back, ada!');
  });

  it("shows a wrong code's message from the server under the field, and keeps the step", async () => {
    const secondStep = mockOperation(accountSecurityOperations.secondStep, (_call, index) =>
      index === 0
        ? apiError(400, {
            message: securityMessages.codeWrong,
            code: 'VALIDATION_FAILED',
            fieldErrors: { code: [securityMessages.codeWrong] },
          })
        : ada,
    );
    const { user } = await passwordAccepted();
    const code = screen.getByLabelText('Authentication code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(securityMessages.codeWrong)).toBeDefined();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('aria-describedby')).toBe(screen.getByText(securityMessages.codeWrong).id);

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await findNavigation()).toBe('/dashboard');
    expect(secondStep.calls).toHaveLength(2);
  });

  it('checks the code before asking the server: six digits', async () => {
    const secondStep = mockOperation(accountSecurityOperations.secondStep, ada);
    const { user } = await passwordAccepted();
    await user.type(screen.getByLabelText('Authentication code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(securityMessages.codeFormat)).toBeDefined();
    expect(secondStep.calls).toHaveLength(0);
  });

  it('switches to a recovery code and back', async () => {
    const secondStep = mockOperation(accountSecurityOperations.secondStep, (_call, index) =>
      index === 0
        ? apiError(400, {
            message: securityMessages.recoveryCodeWrong,
            code: 'VALIDATION_FAILED',
            fieldErrors: { recoveryCode: [securityMessages.recoveryCodeWrong] },
          })
        : ada,
    );
    const { user } = await passwordAccepted();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    const recovery = screen.getByLabelText('Recovery code');
    expect(document.activeElement).toBe(recovery);

    await user.click(screen.getByRole('button', { name: 'Use your authenticator app' }));
    expect(screen.getByLabelText('Authentication code')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));

    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(securityMessages.recoveryCodeWrong)).toBeDefined();
    await user.clear(screen.getByLabelText('Recovery code'));
    await user.type(screen.getByLabelText('Recovery code'), 'ABCDE-23456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await findNavigation()).toBe('/dashboard');
    // Sent as the contract reads them: case and dashes forgiven.
    expect(secondStep.calls.map((call) => call.body)).toEqual([
      { recoveryCode: 'abcdefghij' },
      { recoveryCode: 'abcde23456' },
    ]);
  });

  it('goes back to the password form with the message when the step has expired, the e-mail kept', async () => {
    mockOperation(accountSecurityOperations.secondStep, () =>
      apiError(401, { message: securityMessages.secondStepExpired, code: 'UNAUTHENTICATED' }),
    );
    const { user } = await passwordAccepted();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(securityMessages.secondStepExpired);
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeDefined();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('"Back to log in" returns to the password form', async () => {
    const { user } = await passwordAccepted();
    await user.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error the step cannot place on the field (rate limit) in an alert', async () => {
    mockOperation(accountSecurityOperations.secondStep, () =>
      apiError(429, { message: 'Too many attempts. Please try again later.', code: 'RATE_LIMITED' }),
    );
    const { user } = await passwordAccepted();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please try again later.');
    expect(screen.getByLabelText('Authentication code').getAttribute('aria-invalid')).toBe('false');
  });

  it('can be done with the keyboard alone', async () => {
    mockOperation(authOperations.login, { secondStepRequired: true, methods: ['totp'] });
    const secondStep = mockOperation(accountSecurityOperations.secondStep, ada);
    const { user } = renderWithProviders(<LoginPage />, { route: '/login?redirect=/account' });
    await screen.findByLabelText('Email');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    await user.keyboard('ada@example.com');
    await user.tab();
    await user.keyboard('correct horse{Enter}');
    // The code field has the focus as soon as it appears.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Authentication code')));
    await user.keyboard('123456{Enter}');
    expect(await findNavigation()).toBe('/account');
    expect(secondStep.calls).toHaveLength(1);
  });

  it('offers a passkey next to the code, and signs in with it', async () => {
    mockOperation(accountSecurityOperations.secondStepPasskeyOptions, passkeyOptions);
    const finish = mockOperation(accountSecurityOperations.secondStepPasskey, ada);
    webauthn.startAuthentication.mockResolvedValue(credential);
    const { user } = await passwordAccepted(['totp', 'passkey']);
    expect(document.activeElement).toBe(screen.getByLabelText('Authentication code'));
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await findNavigation()).toBe('/dashboard');
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: passkeyOptions });
    expect(finish.calls[0]!.body).toEqual({ credential });
    expect(await findToast('Login Successful')).toBeDefined();
  });

  it('shows the passkey first, focused, for an account with passkeys only; a cancelled prompt is said quietly', async () => {
    mockOperation(accountSecurityOperations.secondStepPasskeyOptions, passkeyOptions);
    const finish = mockOperation(accountSecurityOperations.secondStepPasskey, ada);
    webauthn.startAuthentication.mockRejectedValueOnce(cancelledPrompt()).mockResolvedValueOnce(credential);
    const { user } = await passwordAccepted(['passkey']);
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use a recovery code instead' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Use a passkey' });
    expect(document.activeElement).toBe(button);

    await user.click(button);
    expect((await screen.findByRole('status')).textContent).toBe('Passkey sign-in was cancelled.');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await findNavigation()).toBe('/dashboard');
    expect(finish.calls).toHaveLength(1);
  });

  it('sends an administrator who must add a second factor to the set-up page, then on to the target', async () => {
    mockOperation(authOperations.login, { ...ada, role: 'admin', twoFactorSetupRequired: true });
    const { user } = renderWithProviders(<LoginPage />, { route: '/login?redirect=/admin/donors' });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await findNavigation()).toBe('/admin/two-factor-setup?redirect=%2Fadmin%2Fdonors');
  });
});

describe('Login: Sign in with a passkey', () => {
  it('signs in with a discoverable passkey, no e-mail typed', async () => {
    mockOperation(accountSecurityOperations.passkeySignInOptions, passkeyOptions);
    const finish = mockOperation(accountSecurityOperations.passkeySignIn, ada);
    webauthn.startAuthentication.mockResolvedValue(credential);
    const { user } = renderWithProviders(<LoginPage />, { route: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await findNavigation()).toBe('/dashboard');
    expect(finish.calls[0]!.body).toEqual({ credential });
    expect((await findToast('Login Successful')).textContent).toContain('Welcome back, ada!');
  });

  it('says quietly that a closed prompt was cancelled, and shows a server error in a toast', async () => {
    mockOperation(accountSecurityOperations.passkeySignInOptions, passkeyOptions);
    const finish = mockOperation(accountSecurityOperations.passkeySignIn, () =>
      apiError(401, { message: securityMessages.passkeyUnknown, code: 'UNAUTHENTICATED' }),
    );
    webauthn.startAuthentication.mockRejectedValueOnce(cancelledPrompt()).mockResolvedValueOnce(credential);
    const { user } = renderWithProviders(<LoginPage />, { route: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect((await screen.findByRole('status')).textContent).toBe('Passkey sign-in was cancelled.');
    expect(finish.calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect((await findToast('Login Failed')).textContent).toContain(securityMessages.passkeyUnknown);
    expect(screen.queryByText('Passkey sign-in was cancelled.')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeDefined();
  });

  it('is not offered where the browser has no WebAuthn', async () => {
    webauthn.browserSupportsWebAuthn.mockReturnValue(false);
    renderWithProviders(<LoginPage />, { route: '/login' });
    await screen.findByLabelText('Email');
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });
});
