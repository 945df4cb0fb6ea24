import type { FastifyPluginAsync } from 'fastify';
import { accountSecurityOperations as ops, authMessages } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import { perAddress } from '../../lib/rate-limit';
import { requireSession } from '../../plugins/auth-guards';
import { clientOf, type SignInDeps } from '../auth/sign-in';
import type { FeatureContext } from '../index';
import {
  passkeySignInOptions,
  secondStepPasskeyOptions,
  secondStepWithPasskey,
  signInWithPasskey,
} from './passkey-sign-in';
import { addPasskey, passkeyRegistrationOptions, removePasskey, renamePasskey } from './passkeys.service';

/** Passkeys (WebAuthn, issue 27): adding and managing them in the profile, and signing in with one. */
export function passkeyRoutes(c: FeatureContext): FastifyPluginAsync {
  const deps: SignInDeps = { db: c.database.db, publicUrl: c.config.publicUrl, settings: c.settings };
  const tooMany = authMessages.tooManyAttempts;
  // The login's own counter per address (auth.routes.ts): a passkey is one more way to try to sign in.
  const loginLimit = perAddress('login', c.rateLimits.loginPerIp, tooMany);
  // Each set of options is a stored challenge: an anonymous caller may not fill the table.
  const optionsLimit = perAddress('passkey-options', c.rateLimits.loginPerIp, tooMany);

  return async (app) => {
    addOperation(app, ops.passkeyOptions, ({ user }) => passkeyRegistrationOptions(deps, user));

    addOperation(app, ops.addPasskey, async ({ body, request }) =>
      addPasskey(deps, await requireSession(request), body, clientOf(request)),
    );

    addOperation(app, ops.renamePasskey, ({ params, body, user, request }) =>
      renamePasskey(deps, user, params.id, body.name, clientOf(request)),
    );

    addOperation(app, ops.removePasskey, ({ params, user, request }) =>
      removePasskey(deps, user, params.id, clientOf(request)),
    );

    addOperation(app, ops.passkeySignInOptions, () => passkeySignInOptions(deps), { rateLimits: [optionsLimit] });

    addOperation(
      app,
      ops.passkeySignIn,
      ({ body, request, reply }) => signInWithPasskey(deps, request, reply, body.credential),
      { rateLimits: [loginLimit] },
    );

    addOperation(app, ops.secondStepPasskeyOptions, ({ request }) => secondStepPasskeyOptions(deps, request), {
      rateLimits: [optionsLimit],
    });

    addOperation(
      app,
      ops.secondStepPasskey,
      ({ body, request, reply }) => secondStepWithPasskey(deps, request, reply, body.credential),
      { rateLimits: [loginLimit] },
    );
  };
}
