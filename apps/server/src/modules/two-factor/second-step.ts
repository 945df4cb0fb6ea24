import type { FastifyReply, FastifyRequest } from 'fastify';
import { securityMessages as m, type User } from '@causeway/contracts';
import { AppError } from '../../lib/errors';
import { emailKey, resetRateLimit, type RouteRateLimit, type RateRule } from '../../lib/rate-limit';
import {
  finishSecondStep,
  recordWrongSecondStep,
  requirePendingSignIn,
  type PendingSignIn,
  type SignInDeps,
} from '../auth/sign-in';
import { acceptRecoveryCode, acceptTotpCode, type AuthKeySource } from './code-check';

/**
 * POST /api/auth/second-step: the password was right, now a code from the app or a recovery code. A wrong one is
 * counted against the pending sign-in (void after a few) and the rate limits; a right one starts the session.
 */
export async function completeSecondStep(
  deps: SignInDeps & { authKey: AuthKeySource },
  request: FastifyRequest,
  reply: FastifyReply,
  body: { code: string } | { recoveryCode: string },
): Promise<User> {
  const pending = await requirePendingSignIn(deps.db, request);
  const byCode = 'code' in body;
  const accepted = byCode
    ? await acceptTotpCode(deps.db, deps.authKey, pending.user, body.code)
    : await acceptRecoveryCode(deps.db, pending.user.id, body.recoveryCode);
  if (!accepted) {
    await recordWrongSecondStep(deps.db, pending);
    const [field, message] = byCode ? ['code', m.codeWrong] : ['recoveryCode', m.recoveryCodeWrong];
    throw new AppError('VALIDATION_FAILED', message, { [field]: [message] });
  }
  // The account's run of wrong codes ends with a right one, as a right password ends its run of wrong ones.
  await resetRateLimit(deps.db, emailKey(SECOND_STEP_LIMIT, pending.user.email));
  return finishSecondStep(deps, request, reply, pending, 'two_factor');
}

const SECOND_STEP_LIMIT = 'second-step';

/**
 * The limits of the second step, besides the login's per-address one: each try counts against the account's
 * e-mail in the login's own counter (wrong codes count against the login limits) and in one of the second step's
 * that a right password does not clear, so someone who has the password cannot go on guessing codes by signing
 * in again. Without a pending sign-in nothing is counted here (the answer is 401).
 */
export function secondStepAccountLimits(
  deps: Pick<SignInDeps, 'db'>,
  rule: RateRule,
  message: string,
): RouteRateLimit[] {
  const pendingOf = memoizePerRequest((request) => requirePendingSignIn(deps.db, request).catch(() => null));
  const byAccount = (name: string): RouteRateLimit => ({
    key: async (request) => emailKey(name, (await pendingOf(request))?.user.email ?? ''),
    skip: async (request) => (await pendingOf(request)) === null,
    rule,
    message,
  });
  return [byAccount('login'), byAccount(SECOND_STEP_LIMIT)];
}

function memoizePerRequest(load: (request: FastifyRequest) => Promise<PendingSignIn | null>) {
  const loaded = new WeakMap<FastifyRequest, Promise<PendingSignIn | null>>();
  return (request: FastifyRequest) => {
    let found = loaded.get(request);
    if (!found) loaded.set(request, (found = load(request)));
    return found;
  };
}
