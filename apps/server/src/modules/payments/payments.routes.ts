import type { FastifyPluginAsync } from 'fastify';
import { paymentOperations as ops } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { addOperation } from '../../lib/operation-route';
import { getFeeCoverageSettings } from '../settings/settings.service';
import type { SettingsCache } from '../settings/settings-cache';
import type { PaymentProvider } from './payment-provider';
import type { SandboxProvider } from './sandbox-provider';

export function paymentRoutes(deps: {
  db: Db;
  provider: PaymentProvider;
  sandbox?: SandboxProvider;
  settings?: SettingsCache;
}): FastifyPluginAsync {
  return async (app) => {
    addOperation(app, ops.config, async () => {
      const fees = await getFeeCoverageSettings(deps.settings ?? deps.db);
      return {
        provider: deps.provider.name,
        publishableKey: deps.provider.publishableKey,
        offerFeeCoverage: fees.offerFeeCoverage,
        // Ticked by default only where the option is shown at all.
        feeCoverageDefault: fees.offerFeeCoverage && fees.feeCoverageDefault,
      };
    });

    const sandbox = deps.sandbox;
    if (!sandbox) return;
    // Stand-ins for what Stripe.js and Stripe's 3-D Secure page do, present only in sandbox mode.
    addOperation(app, ops.sandboxConfirm, ({ body }) => sandbox.confirm(body.clientSecret, body.card));
    addOperation(app, ops.sandboxConfirmSetup, ({ body }) => sandbox.confirmSetup(body.clientSecret, body.card));
    addOperation(app, ops.sandboxAuthenticate, ({ body }) => sandbox.authenticate(body.token, body.outcome));
  };
}
