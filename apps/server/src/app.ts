import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { defaultAuthRateLimits, type AuthRateLimits } from './modules/auth/auth.service';
import { defaultAccountRateLimits, type AccountRateLimits } from './modules/account/account.service';
import { registerMultipart } from './plugins/multipart';
import { findPublicCampaignMeta } from './modules/campaigns/campaigns.service';
import type { RateRule } from './lib/rate-limit';
import { SettingsCache } from './modules/settings/settings-cache';
import { ReadCache } from './lib/read-cache';
import { createPayments, type Payments } from './modules/payments/create-payments';
import { features, type FeatureContext } from './modules';
import { registerAccessGuard } from './plugins/access-guard';
import { registerAuthGuards } from './plugins/auth-guards';
import { registerErrorHandler } from './plugins/error-handler';
import { registerAnswerLanguage } from './plugins/answer-language';
import { registerCompression } from './plugins/compression';
import { registerHttpCache } from './plugins/http-cache';
import { registerReplaySlot, registerResponseKeeping, replayingServerFactory } from './plugins/response-replay';
import { registerSecurity } from './plugins/security';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limits';
import { registerWebApp } from './plugins/web-app';
import { findFundraiserShareMeta } from './plugins/fundraiser-share-meta';
import { Readiness } from './modules/health/readiness';
import { JobControl } from './modules/admin-jobs/job-control';
import { createMetrics, type Metrics } from './metrics/metrics';
import { databaseGauges } from './metrics/database-gauges';
import { registerMetricsRoute, registerRequestMetrics } from './plugins/metrics';

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
  /** What /api/health/ready reports of the process (server.ts marks it); by default jobs are not started. */
  readiness?: Readiness;
  /** The job runner, once server.ts has started it; by default none (running a job now answers 503). */
  jobs?: JobControl;
  /** The process's metrics, when the caller shares them with background jobs (server.ts). */
  metrics?: Metrics;
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
    // At shutdown a request that arrives while closing is served, not refused with a 503: a proxy does not
    // resend a refused POST, so the donor would see it fail. server.ts bounds how long closing may take.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // One line per request only when debugging; errors are logged by the error handler at any level.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  const metrics = deps.metrics ?? createMetrics();
  databaseGauges(metrics.registry, database);
  registerRequestMetrics(app, metrics);
  if (config.metricsToken) registerMetricsRoute(app, metrics, config.metricsToken);
  const settings = deps.settings ?? (await SettingsCache.open(database));
  if (!deps.settings) app.addHook('onClose', () => settings.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  registerAnswerLanguage(app);
  registerReplaySlot(app, readCache);
  await app.register(cookie);
  await registerMultipart(app);
  registerSecurity(app, config.publicUrl);
  // In this order: cache headers and 304s are decided on the body before it is compressed.
  registerHttpCache(app);
  registerCompression(app);
  registerResponseKeeping(app, readCache);
  registerAuthGuards(app, database.db, settings, config.publicUrl);
  registerAccessGuard(app);
  await registerRateLimits(app, database.db);
  await registerOpenApi(app, config.publicUrl);

  const rateLimits = {
    ...defaultAuthRateLimits,
    loginPerIp: { ...defaultAuthRateLimits.loginPerIp, limit: config.loginRateLimitPerIp },
    registerPerIp: { ...defaultAuthRateLimits.registerPerIp, limit: config.signupRateLimitPerIp },
    ...defaultAccountRateLimits,
    ...deps.rateLimits,
  };
  const payments =
    deps.payments ?? (await createPayments(config, database.db, () => readCache.invalidate(), settings, metrics));
  const context: FeatureContext = {
    config,
    database,
    readCache,
    settings,
    payments,
    rateLimits,
    demoImagesDir,
    widgetDistDir: deps.widgetDistDir,
    now: deps.clock ?? (() => new Date()),
    readiness: deps.readiness ?? new Readiness(),
    jobs: deps.jobs ?? new JobControl(),
    metrics,
  };
  for (const feature of features) await feature(app, context);

  await registerWebApp(app, {
    distDir: deps.webDistDir,
    serverEntry: deps.webServerEntry,
    readCache,
    demoImagesDir,
    publicUrl: config.publicUrl,
    findCampaignMeta: (id) => findPublicCampaignMeta(database.db, id),
    findFundraiserMeta: (kind, campaignId, slug) => findFundraiserShareMeta(database.db, kind, campaignId, slug),
  });
  return app;
}
