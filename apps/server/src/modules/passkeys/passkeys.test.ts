import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSKEY_NAME_MAX, securityMessages as m } from '@causeway/contracts';
import { auditLog, authChallenges, mailOutbox, passkeys, sessions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signIn } from '../../test/factories';
import { SoftAuthenticator } from '../../test/soft-authenticator';
import { hashSessionToken } from '../auth/session-token';
import { challengeKey } from '../auth/sign-in';
import { passkeyMessages } from './passkey-messages';
import { addPasskeyWith, caller, expireChallenges, ORIGIN, RP_ID } from './passkey-test-helpers';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await buildTestApp();
  call = caller(t.app);
});
afterAll(() => t.close());

const failed = { message: m.passkeyFailed, code: 'BAD_REQUEST' };
const rowsOf = (userId: number) => t.db.select().from(passkeys).where(eq(passkeys.userId, userId));
const auditOf = (userId: number, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, userId), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id));
const tokenHashOf = (cookie: string) => hashSessionToken(cookie.split('=')[1]!);

describe('adding a passkey', () => {
  it('hands out registration options for a discoverable credential of this site', async () => {
    const { cookie, user } = await signIn(t.app, t.db);
    const res = await call('POST', '/api/users/me/passkeys/options', undefined, cookie);
    expect(res.statusCode).toBe(200);
    const options = res.json();
    expect(options).toMatchObject({
      rp: { id: RP_ID, name: 'Causeway' },
      user: { name: user.email, displayName: user.username },
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    // The user handle is stable and is not the e-mail address.
    expect(Buffer.from(options.user.id, 'base64url').toString()).not.toContain(user.email);
    const again = (await call('POST', '/api/users/me/passkeys/options', undefined, cookie)).json();
    expect(again.user.id).toBe(options.user.id);
    // Only the challenge's hash is kept, for this account.
    const [row] = await t.db
      .select()
      .from(authChallenges)
      .where(eq(authChallenges.keyHash, challengeKey(options.challenge)));
    expect(row).toMatchObject({ purpose: 'passkey_registration', userId: user.id, challenge: null });
  });

  it('saves the verified passkey (201), e-mails the owner, and answers no key material', async () => {
    const { cookie, user } = await signIn(t.app, t.db);
    const { res, authenticator } = await addPasskeyWith(t.app, cookie, { name: '  Work laptop ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      name: 'Work laptop',
      createdAt: expect.any(String),
      lastUsedAt: null,
      backedUp: false,
    });
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({
      id: body.id,
      credentialId: authenticator.id,
      counter: 1,
      transports: ['internal', 'hybrid'],
      deviceType: 'singleDevice',
      backedUp: false,
      name: 'Work laptop',
    });
    expect(res.body).not.toContain(authenticator.id);
    expect(res.body).not.toContain(row!.publicKey);
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, user.email))
      .orderBy(desc(mailOutbox.id));
    expect(mail!.subject).toBe('A passkey was added to your account (Causeway)');
    expect(mail!.textBody).toContain('A passkey named "Work laptop" was added to your account.');
    // A donor's security is not the audit log's business.
    expect(await auditOf(user.id, 'account.passkey_added')).toEqual([]);
  });

  it("lists the added passkey in the profile's security overview, without its key", async () => {
    const { cookie } = await signIn(t.app, t.db);
    const { res, authenticator } = await addPasskeyWith(t.app, cookie, { name: 'Tablet' });
    const overview = await call('GET', '/api/users/me/security', undefined, cookie);
    expect(overview.statusCode).toBe(200);
    expect(overview.json().passkeys).toEqual([res.json()]);
    expect(overview.body).not.toContain(authenticator.id);
  });

  it('marks a synced passkey as backed up, and excludes the account’s passkeys from the next options', async () => {
    const { cookie } = await signIn(t.app, t.db);
    const { res, authenticator } = await addPasskeyWith(t.app, cookie, {
      authenticator: new SoftAuthenticator({ synced: true, transports: ['usb'] }),
    });
    expect(res.json().backedUp).toBe(true);
    const options = (await call('POST', '/api/users/me/passkeys/options', undefined, cookie)).json();
    expect(options.excludeCredentials).toEqual([{ id: authenticator.id, type: 'public-key', transports: ['usb'] }]);
  });

  it("writes an administrator's passkey to the audit log, and counts the session as two-factor from then on", async () => {
    const { cookie, user } = await signIn(t.app, t.db, 'admin');
    const before = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHashOf(cookie)));
    expect(before[0]!.authMethod).toBe('password');
    const { res } = await addPasskeyWith(t.app, cookie, { name: 'YubiKey' });
    expect(res.statusCode).toBe(201);
    const [entry] = await auditOf(user.id, 'account.passkey_added');
    expect(entry).toMatchObject({ actorId: user.id, subjectType: 'account', after: { name: 'YubiKey' } });
    const after = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHashOf(cookie)));
    expect(after[0]!.authMethod).toBe('two_factor');
  });

  it('accepts a challenge once: the same answer again is refused', async () => {
    const { cookie, user } = await signIn(t.app, t.db);
    const { res, credential } = await addPasskeyWith(t.app, cookie);
    expect(res.statusCode).toBe(201);
    const replay = await call('POST', '/api/users/me/passkeys', { name: 'Again', credential }, cookie);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(failed);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it('refuses an expired challenge', async () => {
    const { cookie, user } = await signIn(t.app, t.db);
    const options = (await call('POST', '/api/users/me/passkeys/options', undefined, cookie)).json();
    await expireChallenges(t.db);
    const credential = new SoftAuthenticator().register(options, ORIGIN);
    const res = await call('POST', '/api/users/me/passkeys', { name: 'Late', credential }, cookie);
    expect(res.json()).toEqual(failed);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('refuses a challenge handed to another account, and one that was never handed out', async () => {
    const alice = await signIn(t.app, t.db);
    const bob = await signIn(t.app, t.db);
    const options = (await call('POST', '/api/users/me/passkeys/options', undefined, alice.cookie)).json();
    const credential = new SoftAuthenticator().register(options, ORIGIN);
    const res = await call('POST', '/api/users/me/passkeys', { name: 'Not mine', credential }, bob.cookie);
    expect(res.json()).toEqual(failed);
    const made = new SoftAuthenticator().register({ ...options, challenge: 'bWFkZS11cA' }, ORIGIN);
    const madeUp = await call('POST', '/api/users/me/passkeys', { name: 'Made up', credential: made }, alice.cookie);
    expect(madeUp.json()).toEqual(failed);
  });

  it.each([
    ['another origin', { origin: 'http://evil.test' }],
    ['another relying party id', { tamper: { rpId: 'evil.test' } }],
    ['a challenge other than the one signed', { tamper: { challenge: 'b3RoZXI' } }],
  ])('refuses an answer made for %s with passkeyFailed', async (_what, add) => {
    const { cookie, user } = await signIn(t.app, t.db);
    const { res } = await addPasskeyWith(t.app, cookie, add);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(failed);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('answers 400, never 500, to a malformed credential', async () => {
    const { cookie } = await signIn(t.app, t.db);
    const { credential, options } = await addPasskeyWith(t.app, cookie, { name: 'First' });
    const broken = [
      { ...credential, response: { ...credential.response, clientDataJSON: 'not-json' } },
      { ...credential, response: { ...credential.response, clientDataJSON: 42 } },
    ];
    for (const bad of broken) {
      const res = await call('POST', '/api/users/me/passkeys', { name: 'Bad', credential: bad }, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(failed);
    }
    // A right challenge with a garbled attestation: the challenge is used up and the answer refused.
    const fresh = (await call('POST', '/api/users/me/passkeys/options', undefined, cookie)).json();
    const good = new SoftAuthenticator().register(fresh, ORIGIN);
    const garbled = { ...good, response: { ...good.response, attestationObject: 'AAAA' } };
    const res = await call('POST', '/api/users/me/passkeys', { name: 'Garbled', credential: garbled }, cookie);
    expect(res.json()).toEqual(failed);
    expect(options.challenge).not.toBe(fresh.challenge);
    const missing = await call('POST', '/api/users/me/passkeys', { name: 'Nothing' }, cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses the same authenticator credential on a second account with 409', async () => {
    const alice = await signIn(t.app, t.db);
    const bob = await signIn(t.app, t.db);
    const { authenticator } = await addPasskeyWith(t.app, alice.cookie);
    const { res } = await addPasskeyWith(t.app, bob.cookie, { authenticator });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: passkeyMessages.alreadyRegistered, code: 'CONFLICT' });
    expect(await rowsOf(bob.user.id)).toEqual([]);
  });

  it('needs a name, at most PASSKEY_NAME_MAX characters, and a session', async () => {
    const { cookie } = await signIn(t.app, t.db);
    expect((await addPasskeyWith(t.app, cookie, { name: '   ' })).res.json().message).toBe(m.passkeyNameRequired);
    const long = 'x'.repeat(PASSKEY_NAME_MAX + 1);
    expect((await addPasskeyWith(t.app, cookie, { name: long })).res.json().message).toBe(m.passkeyNameMax);
    expect((await call('POST', '/api/users/me/passkeys/options')).statusCode).toBe(401);
  });
});

describe('renaming and removing a passkey', () => {
  it('renames and removes the account’s own passkey', async () => {
    const { cookie, user } = await signIn(t.app, t.db);
    const { res } = await addPasskeyWith(t.app, cookie, { name: 'Phone' });
    const id = res.json().id;
    const renamed = await call('PATCH', `/api/users/me/passkeys/${id}`, { name: 'Old phone' }, cookie);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: 'Old phone', backedUp: false });
    expect((await rowsOf(user.id))[0]!.name).toBe('Old phone');
    const removed = await call('DELETE', `/api/users/me/passkeys/${id}`, undefined, cookie);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect(await rowsOf(user.id)).toEqual([]);
    const again = await call('DELETE', `/api/users/me/passkeys/${id}`, undefined, cookie);
    expect(again.json()).toEqual({ message: m.passkeyNotFound, code: 'NOT_FOUND' });
  });

  it("answers 404 for another account's passkey, and leaves it as it was", async () => {
    const owner = await signIn(t.app, t.db);
    const other = await signIn(t.app, t.db);
    const id = (await addPasskeyWith(t.app, owner.cookie, { name: 'Mine' })).res.json().id;
    const rename = await call('PATCH', `/api/users/me/passkeys/${id}`, { name: 'Yours now' }, other.cookie);
    expect(rename.statusCode).toBe(404);
    expect(rename.json()).toEqual({ message: m.passkeyNotFound, code: 'NOT_FOUND' });
    const remove = await call('DELETE', `/api/users/me/passkeys/${id}`, undefined, other.cookie);
    expect(remove.statusCode).toBe(404);
    expect(await rowsOf(owner.user.id)).toMatchObject([{ id, name: 'Mine' }]);
    const badId = await call('DELETE', '/api/users/me/passkeys/abc', undefined, owner.cookie);
    expect(badId.statusCode).toBe(400);
  });

  it("writes an administrator's rename and removal to the audit log", async () => {
    const { cookie, user } = await signIn(t.app, t.db, 'admin');
    const id = (await addPasskeyWith(t.app, cookie, { name: 'Key A' })).res.json().id;
    await call('PATCH', `/api/users/me/passkeys/${id}`, { name: 'Key B' }, cookie);
    await call('DELETE', `/api/users/me/passkeys/${id}`, undefined, cookie);
    expect(await auditOf(user.id, 'account.passkey_renamed')).toMatchObject([
      { subjectType: 'account', before: { name: 'Key A' }, after: { name: 'Key B' } },
    ]);
    expect(await auditOf(user.id, 'account.passkey_removed')).toMatchObject([
      { subjectType: 'account', before: { name: 'Key B' }, after: null },
    ]);
  });
});
