import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
  type VerifiedRegistrationResponse,
} from '@simplewebauthn/server';
import { securityMessages, type Passkey, type WebauthnCredential } from '@causeway/contracts';
import { AppError } from '../../lib/errors';
import { uniqueViolationConstraint } from '../../lib/db-errors';
import { enqueueMail } from '../../mail/outbox';
import { setSessionAuthMethod, type ClientInfo, type LiveSession, type UserRow } from '../auth/auth.service';
import type { SignInDeps } from '../auth/sign-in';
import { securityNoticeMail } from '../account/account-mail';
import { auditAdminAccount } from '../audit-log/audit-log.service';
import { getOrganizationSettings } from '../settings/settings.service';
import { passkeyMessages } from './passkey-messages';
import * as repo from './passkeys.repository';
import { relyingPartyName, relyingPartyOf, userHandleOf } from './relying-party';
import { challengeOf, issueChallenge, passkeyFailed, takeChallenge } from './webauthn-challenges';

/** Adding, naming and removing an account's passkeys (issue 27). */

const transportsOf = (row: repo.PasskeyRow): string[] => row.transports;

/** Options for navigator.credentials.create(): a discoverable credential, none of the account's own again. */
export async function passkeyRegistrationOptions(deps: SignInDeps, user: UserRow): Promise<Record<string, unknown>> {
  const rp = relyingPartyOf(deps.publicUrl);
  const existing = await repo.listPasskeysOf(deps.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: await relyingPartyName(deps.settings),
    rpID: rp.id,
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.username,
    userID: userHandleOf(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
    // Discoverable ("resident"), so "Sign in with a passkey" needs no e-mail typed.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  return issueChallenge(deps.db, 'passkey_registration', options, user.id);
}

/** The browser's answer checked against the challenge we handed this account (taken: it works once). */
async function verifyRegistration(
  deps: SignInDeps,
  user: UserRow,
  credential: WebauthnCredential,
): Promise<Extract<VerifiedRegistrationResponse, { verified: true }>['registrationInfo']> {
  const challenge = await takeChallenge(deps.db, 'passkey_registration', challengeOf(credential), user.id);
  const rp = relyingPartyOf(deps.publicUrl);
  let verification: VerifiedRegistrationResponse;
  try {
    verification = await verifyRegistrationResponse({
      response: credential as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      // As asked ('preferred'): a security key without a PIN may be added; signing in with it alone needs one.
      requireUserVerification: false,
    });
  } catch {
    // The library throws on anything malformed or mismatched (origin, rp id, type): one answer for all of it.
    throw passkeyFailed();
  }
  if (!verification.verified) throw passkeyFailed();
  return verification.registrationInfo;
}

export async function addPasskey(
  deps: SignInDeps,
  session: LiveSession,
  input: { name: string; credential: WebauthnCredential },
  client: ClientInfo,
): Promise<Passkey> {
  const user = session.user;
  const info = await verifyRegistration(deps, user, input.credential);
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await repo.insertPasskey(tx, {
        userId: user.id,
        credentialId: info.credential.id,
        publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
        counter: info.credential.counter,
        transports: info.credential.transports ?? [],
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        name: input.name,
      });
      const org = await getOrganizationSettings(tx);
      const notice = {
        event: 'passkeyAdded' as const,
        values: { name: input.name },
        at: new Date(),
        client,
      };
      await enqueueMail(tx, securityNoticeMail(user, notice, org, deps.publicUrl));
      await auditAdminAccount(tx, user, 'account.passkey_added', { after: { name: input.name }, ip: client.ip });
      // The person has just proven the passkey: this session counts as two-factor from now on (an administrator
      // who must use a second factor can go on to the admin pages without signing in again).
      if (session.authMethod === 'password') await setSessionAuthMethod(tx, session.tokenHash, 'two_factor');
      return repo.toPublicPasskey(row);
    });
  } catch (error) {
    if (uniqueViolationConstraint(error) === undefined) throw error;
    throw new AppError('CONFLICT', passkeyMessages.alreadyRegistered);
  }
}

export async function renamePasskey(
  deps: SignInDeps,
  user: UserRow,
  id: number,
  name: string,
  client: ClientInfo,
): Promise<Passkey> {
  return deps.db.transaction(async (tx) => {
    const before = await repo.findOwnPasskey(tx, user.id, id);
    const row = before && (await repo.renameOwnPasskey(tx, user.id, id, name));
    if (!before || !row) throw new AppError('NOT_FOUND', securityMessages.passkeyNotFound);
    await auditAdminAccount(tx, user, 'account.passkey_renamed', {
      before: { name: before.name },
      after: { name },
      ip: client.ip,
    });
    return repo.toPublicPasskey(row);
  });
}

export async function removePasskey(deps: SignInDeps, user: UserRow, id: number, client: ClientInfo): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const removed = await repo.deleteOwnPasskey(tx, user.id, id);
    if (!removed) throw new AppError('NOT_FOUND', securityMessages.passkeyNotFound);
    await auditAdminAccount(tx, user, 'account.passkey_removed', { before: { name: removed.name }, ip: client.ip });
  });
}

export { transportsOf };
