import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type VerifiedAuthenticationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { securityMessages, type User, type WebauthnCredential } from '@causeway/contracts';
import { AppError } from '../../lib/errors';
import {
  completeSignIn,
  finishSecondStep,
  recordWrongSecondStep,
  requirePendingSignIn,
  setPendingChallenge,
  type SignInDeps,
} from '../auth/sign-in';
import * as repo from './passkeys.repository';
import { transportsOf } from './passkeys.service';
import { relyingPartyOf, userHandleOf } from './relying-party';
import { challengeOf, issueChallenge, passkeyFailed, takeChallenge } from './webauthn-challenges';

/**
 * Signing in with a passkey (issue 27): on its own ("Sign in with a passkey", discoverable, no e-mail typed), or
 * as the second step after a password.
 */

/** Options for navigator.credentials.get() with any passkey of this site: the browser offers the person's own. */
export async function passkeySignInOptions(deps: SignInDeps): Promise<Record<string, unknown>> {
  const options = await generateAuthenticationOptions({
    rpID: relyingPartyOf(deps.publicUrl).id,
    userVerification: 'required',
    allowCredentials: [],
  });
  return issueChallenge(deps.db, 'passkey_sign_in', options, null);
}

/**
 * The assertion checked against the stored public key: the challenge, origin, rp id, signature and a counter above
 * the last one (a cloned authenticator repeats a counter). Answers the authenticator's new counter.
 */
async function verifyAssertion(
  deps: SignInDeps,
  passkey: repo.PasskeyRow,
  credential: WebauthnCredential,
  challenge: string,
  requireUserVerification: boolean,
): Promise<number> {
  // A discoverable credential names the account it was made for; it must be the passkey's.
  const userHandle = credential.response.userHandle;
  if (userHandle && userHandle !== isoBase64URL.fromBuffer(userHandleOf(passkey.userId))) throw passkeyFailed();
  const rp = relyingPartyOf(deps.publicUrl);
  let verification: VerifiedAuthenticationResponse;
  try {
    verification = await verifyAuthenticationResponse({
      response: credential as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: transportsOf(passkey),
      },
      requireUserVerification,
    });
  } catch {
    throw passkeyFailed();
  }
  if (!verification.verified) throw passkeyFailed();
  return verification.authenticationInfo.newCounter;
}

/** "Sign in with a passkey": the challenge we handed out (once), a passkey we know, a valid assertion. */
export async function signInWithPasskey(
  deps: SignInDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  credential: WebauthnCredential,
): Promise<User> {
  const challenge = await takeChallenge(deps.db, 'passkey_sign_in', challengeOf(credential), null);
  const found = await repo.findPasskeyWithUser(deps.db, credential.id);
  if (!found) throw new AppError('BAD_REQUEST', securityMessages.passkeyUnknown);
  // The person was verified by the authenticator (PIN, fingerprint): the passkey is both factors.
  const counter = await verifyAssertion(deps, found.passkey, credential, challenge, true);
  if (!(await repo.recordPasskeyUse(deps.db, found.passkey.id, counter))) throw passkeyFailed();
  return completeSignIn(deps, request, reply, found.user, 'passkey');
}

/** Options to complete a pending sign-in with one of that account's passkeys; the challenge kept with it. */
export async function secondStepPasskeyOptions(
  deps: SignInDeps,
  request: FastifyRequest,
): Promise<Record<string, unknown>> {
  const pending = await requirePendingSignIn(deps.db, request);
  const own = await repo.listPasskeysOf(deps.db, pending.user.id);
  const options = await generateAuthenticationOptions({
    rpID: relyingPartyOf(deps.publicUrl).id,
    userVerification: 'preferred',
    allowCredentials: own.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
  });
  await setPendingChallenge(deps.db, pending, options.challenge);
  return { ...options };
}

/**
 * The second step with a passkey: the challenge of this pending sign-in, a passkey of its account. Every failure
 * counts against the pending sign-in, as a wrong code does.
 */
export async function secondStepWithPasskey(
  deps: SignInDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  credential: WebauthnCredential,
): Promise<User> {
  const pending = await requirePendingSignIn(deps.db, request);
  try {
    if (!pending.challenge || challengeOf(credential) !== pending.challenge) throw passkeyFailed();
    const passkey = await repo.findOwnPasskeyByCredentialId(deps.db, pending.user.id, credential.id);
    if (!passkey) throw passkeyFailed();
    // The password was the other factor: a security key without a PIN will do here.
    const counter = await verifyAssertion(deps, passkey, credential, pending.challenge, false);
    if (!(await repo.recordPasskeyUse(deps.db, passkey.id, counter))) throw passkeyFailed();
  } catch (error) {
    await recordWrongSecondStep(deps.db, pending);
    throw error;
  }
  return finishSecondStep(deps, request, reply, pending, 'passkey');
}
