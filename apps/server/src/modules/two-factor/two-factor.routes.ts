import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { accountMessages, accountSecurityOperations as ops, authMessages } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import { perAccount, perAddress } from '../../lib/rate-limit';
import { authKeyAvailable, loadAuthKey, type AuthKey } from '../../lib/secret-box';
import { requireSession } from '../../plugins/auth-guards';
import { needsTwoFactorSetup } from '../auth/auth.service';
import { clientOf } from '../auth/sign-in';
import type { FeatureContext } from '../index';
import { completeSecondStep, secondStepAccountLimits } from './second-step';
import {
  confirmTwoFactor,
  disableTwoFactor,
  getAccountSecurity,
  regenerateRecoveryCodes,
  startTwoFactor,
  type TwoFactorDeps,
} from './two-factor.service';

/** Authenticator-app codes (issue 27): the profile's security section and the code step of signing in. */
export function twoFactorRoutes(c: FeatureContext): FastifyPluginAsync {
  let key: AuthKey | null | undefined;
  const deps: TwoFactorDeps = {
    db: c.database.db,
    settings: c.settings,
    publicUrl: c.config.publicUrl,
    // Loaded on first need: the embedded database's key file is made only once someone sets codes up.
    authKey: () => (key ??= loadAuthKey(c.config)),
    totpAvailable: authKeyAvailable(c.config),
  };
  return async (app) => {
    const tooMany = accountMessages.tooManyRequests;
    // Each of these takes the password (or a code): a stolen session must not be a way to guess them.
    const perUser = { rateLimits: [perAccount('two-factor', c.rateLimits.passwordChangePerUser, tooMany)] };
    const session = (request: FastifyRequest) => requireSession(request);

    addOperation(app, ops.security, async ({ user, request }) =>
      getAccountSecurity(deps, user, await needsTwoFactorSetup(c.settings, await session(request))),
    );

    addOperation(app, ops.startTwoFactor, ({ user, body }) => startTwoFactor(deps, user, body.password), perUser);

    addOperation(
      app,
      ops.confirmTwoFactor,
      async ({ body, request }) => confirmTwoFactor(deps, await session(request), body.code, clientOf(request)),
      perUser,
    );

    addOperation(
      app,
      ops.regenerateRecoveryCodes,
      ({ user, body, request }) => regenerateRecoveryCodes(deps, user, body.password, clientOf(request)),
      perUser,
    );

    addOperation(
      app,
      ops.disableTwoFactor,
      ({ user, body, request }) => disableTwoFactor(deps, user, body, clientOf(request)),
      perUser,
    );

    // The login's own limit per address (the same counter: `login:ip:…`), then the account's (second-step.ts).
    addOperation(app, ops.secondStep, ({ body, request, reply }) => completeSecondStep(deps, request, reply, body), {
      rateLimits: [
        perAddress('login', c.rateLimits.loginPerIp, authMessages.tooManyAttempts),
        ...secondStepAccountLimits(deps, c.rateLimits.loginPerEmail, authMessages.tooManyAttempts),
      ],
    });
  };
}
