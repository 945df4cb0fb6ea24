import { addMinutes } from 'date-fns';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { PASSKEY_CHALLENGE_TTL_MINUTES, securityMessages, type WebauthnCredential } from '@causeway/contracts';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Executor } from '../../db/client';
import { authChallenges } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { challengeKey } from '../auth/sign-in';

/**
 * WebAuthn challenges handed to the browser (adding a passkey, signing in with one). Only their hash is kept, and
 * each is good once and for PASSKEY_CHALLENGE_TTL_MINUTES: an answer replayed, or answered late, is refused.
 */
type Purpose = 'passkey_registration' | 'passkey_sign_in';

export const passkeyFailed = () => new AppError('BAD_REQUEST', securityMessages.passkeyFailed);

/**
 * Keeps the challenge of WebAuthn options just generated, for `userId`'s account (none for sign-in), and answers
 * the options as they go to the browser.
 */
export async function issueChallenge<Options extends { challenge: string }>(
  db: Executor,
  purpose: Purpose,
  options: Options,
  userId: number | null,
): Promise<Record<string, unknown>> {
  await db.insert(authChallenges).values({
    keyHash: challengeKey(options.challenge),
    purpose,
    userId,
    expiresAt: addMinutes(new Date(), PASSKEY_CHALLENGE_TTL_MINUTES),
  });
  return { ...options };
}

/**
 * The challenge the browser signed, from the credential's clientDataJSON (the library checks it again against the
 * one we expect). Anything unreadable is the same 400 as a failed verification.
 */
export function challengeOf(credential: WebauthnCredential): string {
  try {
    const encoded = credential.response.clientDataJSON;
    if (typeof encoded !== 'string') throw passkeyFailed();
    const clientData: unknown = JSON.parse(isoBase64URL.toUTF8String(encoded));
    const challenge = (clientData as { challenge?: unknown } | null)?.challenge;
    if (typeof challenge !== 'string' || challenge.length === 0) throw passkeyFailed();
    return challenge;
  } catch {
    throw passkeyFailed();
  }
}

/**
 * Takes the challenge out of the table in one statement (two answers racing with it: one wins), if it was handed
 * out for this purpose and this account (none for sign-in) and has not expired; else 400 passkeyFailed.
 */
export async function takeChallenge(
  db: Executor,
  purpose: Purpose,
  challenge: string,
  userId: number | null,
): Promise<string> {
  const taken = await db
    .delete(authChallenges)
    .where(
      and(
        eq(authChallenges.keyHash, challengeKey(challenge)),
        eq(authChallenges.purpose, purpose),
        userId === null ? isNull(authChallenges.userId) : eq(authChallenges.userId, userId),
        gt(authChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ keyHash: authChallenges.keyHash });
  if (taken.length === 0) throw passkeyFailed();
  return challenge;
}
