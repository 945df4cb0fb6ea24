import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  sandboxConfirmRequestSchema,
  sandboxSetupConfirmRequestSchema,
  type PaymentsConfig,
} from '@causeway/contracts';
import type { Db } from '../../db/client';
import { getFeeCoverageSettings } from '../settings/settings.service';
import type { SettingsCache } from '../settings/settings-cache';
import type { PaymentProvider } from './payment-provider';
import type { SandboxProvider } from './sandbox-provider';

export function paymentRoutes(deps: {
  db: Db;
  provider: PaymentProvider;
  sandbox?: SandboxProvider;
  settings?: SettingsCache;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/payments/config', async (): Promise<PaymentsConfig> => {
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
    app.post('/api/payments/sandbox/confirm', { schema: { body: sandboxConfirmRequestSchema } }, async (request) =>
      sandbox.confirm(request.body.clientSecret, request.body.card),
    );
    app.post(
      '/api/payments/sandbox/confirm-setup',
      { schema: { body: sandboxSetupConfirmRequestSchema } },
      async (request) => sandbox.confirmSetup(request.body.clientSecret, request.body.card),
    );
    app.post(
      '/api/payments/sandbox/authenticate',
      {
        schema: {
          body: z.object({
            token: z.string().min(10).max(200),
            outcome: z.enum(['approve', 'fail'], { error: 'outcome must be approve or fail' }),
          }),
        },
      },
      async (request) => sandbox.authenticate(request.body.token, request.body.outcome),
    );
  };
}
