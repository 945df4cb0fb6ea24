import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { defaultAuthRateLimits, type AuthRateLimits } from './modules/auth/auth.service';
import { authRoutes } from './modules/auth/auth.routes';
import { accountRoutes } from './modules/account/account.routes';
import { defaultAccountRateLimits, type AccountRateLimits } from './modules/account/account.service';
import { campaignRoutes } from './modules/campaigns/campaigns.routes';
import { campaignAdminRoutes } from './modules/campaigns/campaign-admin.routes';
import { organizationRoutes } from './modules/organizations/organizations.routes';
import { updateRoutes } from './modules/updates/updates.routes';
import { uploadRoutes } from './modules/uploads/uploads.routes';
import { registerMultipart } from './plugins/multipart';
import { findPublicCampaignMeta } from './modules/campaigns/campaigns.service';
import { healthRoutes } from './modules/health/health.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { defaultContactRateLimit } from './modules/contact/contact.service';
import type { RateRule } from './lib/rate-limit';
import { statsRoutes } from './modules/stats/stats.routes';
import { donorRoutes } from './modules/donors/donors.routes';
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { SettingsCache } from './modules/settings/settings-cache';
import { ReadCache } from './lib/read-cache';
import { donationRoutes } from './modules/donations/donations.routes';
import { receiptRoutes } from './modules/receipts/receipts.routes';
import { statementRoutes } from './modules/receipts/statements.routes';
import { donationHistoryRoutes } from './modules/donations/donation-history.routes';
import { recurringRoutes } from './modules/recurring/recurring.routes';
import { paymentMethodRoutes } from './modules/payment-methods/payment-methods.routes';
import { createPayments, type Payments } from './modules/payments/create-payments';
import { paymentRoutes } from './modules/payments/payments.routes';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook.routes';
import { registerAccessGuard } from './plugins/access-guard';
import { registerAuthGuards } from './plugins/auth-guards';
import { registerErrorHandler } from './plugins/error-handler';
import { registerCompression } from './plugins/compression';
import { registerHttpCache } from './plugins/http-cache';
import { registerReplaySlot, registerResponseKeeping, replayingServerFactory } from './plugins/response-replay';
import { registerSecurity } from './plugins/security';
import { registerOpenApi } from './plugins/openapi';
import { registerWebApp } from './plugins/web-app';
import { registerErrorMonitoring } from './modules/errors/error-monitoring';
import { embedRoutes } from './modules/embed/embed.routes';
import { registerWidgetPage } from './modules/embed/widget-page';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes';

const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultWebDistDir = path.resolve(here, '../../web/dist');
export const defaultWidgetDistDir = path.resolve(here, '../../widget/dist');
export const demoImagesDir = path.join(here, 'db/seed/images');

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Pino options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
  webDistDir?: string;
  /** The web app's server renderer; by default the one built beside webDistDir (apps/web/dist-server). */
  webServerEntry?: string;
  /** The built widget (apps/widget/dist); absent in most API tests. */
  widgetDistDir?: string;
  rateLimits?: Partial<
    AuthRateLimits & AccountRateLimits & { contact: RateRule; donations: RateRule; errorReports: RateRule }
  >;
  /** Shared by the public read endpoints; tests pass their own to observe invalidation. */
  readCache?: ReadCache;
  /** The process's payments, when the caller shares them with background jobs (server.ts). */
  payments?: Payments;
  /** The process's settings cache, when the caller shares it with background jobs (server.ts). */
  settings?: SettingsCache;
  /** The error monitor's clock (report times, the stats' windows); tests pass a controlled one. */
  clock?: () => Date;
  /** Sees every route as it is added; the security suite builds its route table from it. */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole HTTP application without listening, so tests drive it through `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const readCache = deps.readCache ?? new ReadCache();
  const app = Fastify({
    serverFactory: replayingServerFactory(readCache),
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // One line per request only when debugging; errors are logged by the error handler at any level.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  const settings = deps.settings ?? (await SettingsCache.open(database));
  if (!deps.settings) app.addHook('onClose', () => settings.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  registerReplaySlot(app, readCache);
  await app.register(cookie);
  await registerMultipart(app);
  registerSecurity(app, config.publicUrl);
  // In this order: cache headers and 304s are decided on the body before it is compressed.
  registerHttpCache(app);
  registerCompression(app);
  registerResponseKeeping(app, readCache);
  registerAuthGuards(app, database.db, config.publicUrl);
  registerAccessGuard(app);
  await registerOpenApi(app, config.publicUrl);

  const rateLimits = {
    ...defaultAuthRateLimits,
    loginPerIp: { ...defaultAuthRateLimits.loginPerIp, limit: config.loginRateLimitPerIp },
    registerPerIp: { ...defaultAuthRateLimits.registerPerIp, limit: config.signupRateLimitPerIp },
    ...defaultAccountRateLimits,
    ...deps.rateLimits,
  };
  await app.register(healthRoutes(database));
  await app.register(authRoutes({ db: database.db, rateLimits, publicUrl: config.publicUrl }));
  await app.register(accountRoutes({ db: database.db, rateLimits, publicUrl: config.publicUrl }));
  await app.register(campaignRoutes({ db: database.db, readCache }));
  const uploadsDir = path.join(config.dataDir, 'uploads');
  await app.register(
    uploadRoutes({
      db: database.db,
      uploadsDir,
      demoImagesDir,
      demoVariantsDir: path.join(config.dataDir, 'demo-images'),
    }),
  );
  await app.register(campaignAdminRoutes({ db: database.db, readCache, uploadsDir }));
  await app.register(organizationRoutes({ db: database.db }));
  await app.register(updateRoutes({ db: database.db, readCache }));
  await app.register(statsRoutes({ db: database.db, readCache }));
  await app.register(
    contactRoutes({ db: database.db, rateLimit: deps.rateLimits?.contact ?? defaultContactRateLimit }),
  );

  const payments = deps.payments ?? (await createPayments(config, database.db, () => readCache.invalidate(), settings));
  const { provider, stripe, sandbox, applyEvent, signingSecret } = payments;
  await app.register(paymentRoutes({ db: database.db, provider, sandbox: sandbox ?? undefined, settings }));
  // Served in sandbox mode too (answering 404), so the API reference always documents it.
  await app.register(
    stripeWebhookRoutes(
      stripe && config.stripe
        ? {
            webhookSecret: config.stripe.webhookSecret,
            apply: applyEvent,
            retrieveCard: (id) => stripe.retrieveCard(id),
          }
        : undefined,
    ),
  );
  const donationRateLimit = deps.rateLimits?.donations ?? {
    limit: config.donationRateLimitPerMinute,
    windowSeconds: 60,
  };
  await app.register(
    donationRoutes({
      db: database.db,
      provider,
      rateLimit: donationRateLimit,
      settings,
      returnUrl: `${config.publicUrl}/donation-success`,
    }),
  );
  await app.register(receiptRoutes({ db: database.db, signingSecret }));
  await app.register(statementRoutes({ db: database.db }));
  await app.register(
    settingsRoutes({ db: database.db, mailFrom: config.mailFrom, stripe: config.stripe, readCache, settings }),
  );
  await app.register(paymentMethodRoutes({ db: database.db, provider }));
  await app.register(donationHistoryRoutes({ db: database.db }));
  await app.register(recurringRoutes({ db: database.db, provider }));
  await app.register(donorRoutes({ db: database.db }));
  await app.register(adminDashboardRoutes({ db: database.db }));
  await app.register(onboardingRoutes({ db: database.db }));
  await registerErrorMonitoring(app, {
    db: database.db,
    environment: config.environment,
    rateLimit: deps.rateLimits?.errorReports ?? { limit: config.errorReportRateLimitPerMinute, windowSeconds: 60 },
    now: deps.clock ?? (() => new Date()),
  });

  await app.register(embedRoutes({ db: database.db, readCache, publicUrl: config.publicUrl }));
  await registerWidgetPage(app, { distDir: deps.widgetDistDir, db: database.db, readCache });

  await registerWebApp(app, {
    distDir: deps.webDistDir,
    serverEntry: deps.webServerEntry,
    readCache,
    demoImagesDir,
    publicUrl: config.publicUrl,
    findCampaignMeta: (id) => findPublicCampaignMeta(database.db, id),
  });
  return app;
}
