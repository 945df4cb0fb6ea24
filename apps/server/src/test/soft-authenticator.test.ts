import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import { describe, expect, it } from 'vitest';
import { SoftAuthenticator } from './soft-authenticator';

// The test authenticator is checked against the library the server verifies with, so a passkey test that fails
// points at the server, not at a malformed response.
const rpID = 'causeway.test';
const origin = 'http://causeway.test';

async function registered(authenticator = new SoftAuthenticator()) {
  const options = await generateRegistrationOptions({
    rpName: 'Causeway',
    rpID,
    userName: 'ada@example.com',
    userID: new TextEncoder().encode('user-1'),
    attestationType: 'none',
  });
  const response = authenticator.register(options, origin);
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: options.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
  });
  return { authenticator, options, response, result };
}

async function signInWith(authenticator: SoftAuthenticator, credential: WebAuthnCredential, tamper = {}) {
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' });
  return verifyAuthenticationResponse({
    response: authenticator.authenticate(options, origin, tamper),
    expectedChallenge: options.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential,
    requireUserVerification: true,
  });
}

describe('SoftAuthenticator', () => {
  it('makes a registration that @simplewebauthn/server verifies, with its credential id and counter', async () => {
    const { authenticator, result, response } = await registered();
    expect(result.verified).toBe(true);
    expect(result.registrationInfo!.credential.id).toBe(authenticator.id);
    expect(result.registrationInfo!.credential.counter).toBe(1);
    expect(result.registrationInfo!.fmt).toBe('none');
    expect(result.registrationInfo!.credentialDeviceType).toBe('singleDevice');
    expect(response.response.transports).toEqual(['internal', 'hybrid']);
  });

  it('reports a synced passkey as backed up', async () => {
    const { result } = await registered(new SoftAuthenticator({ synced: true }));
    expect(result.registrationInfo!.credentialDeviceType).toBe('multiDevice');
    expect(result.registrationInfo!.credentialBackedUp).toBe(true);
  });

  it('signs assertions that verify, the counter going up each time, with the user handle', async () => {
    const { authenticator, result, options } = await registered();
    const credential = result.registrationInfo!.credential;
    const first = await signInWith(authenticator, credential);
    expect(first).toMatchObject({ verified: true, authenticationInfo: { newCounter: 2, userVerified: true } });
    const second = await signInWith(authenticator, { ...credential, counter: 2 });
    expect(second.authenticationInfo.newCounter).toBe(3);
    const assertion = authenticator.authenticate(await generateAuthenticationOptions({ rpID }), origin);
    expect(assertion.response.userHandle).toBe(options.user.id);
  });

  it('breaks what a test asks: the rp id, the key, the counter', async () => {
    const { authenticator, result } = await registered();
    const credential = result.registrationInfo!.credential;
    await expect(signInWith(authenticator, credential, { rpId: 'evil.test' })).rejects.toThrow(/RP ID/i);
    await expect(signInWith(authenticator, credential, { wrongKey: true })).resolves.toMatchObject({
      verified: false,
    });
    await expect(signInWith(authenticator, { ...credential, counter: 5 }, { counter: 5 })).rejects.toThrow(/counter/);
    await expect(signInWith(authenticator, credential, { noUserVerification: true })).rejects.toThrow(/verif/i);
  });

  it('clones keep the key and counter', async () => {
    const { authenticator, result } = await registered();
    const clone = authenticator.clone();
    expect(clone.id).toBe(authenticator.id);
    const verified = await signInWith(clone, result.registrationInfo!.credential);
    expect(verified.verified).toBe(true);
  });
});
