import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { RateRule } from '../lib/rate-limit';
import type { ReadCache } from '../lib/read-cache';
import { accountRoutes } from './account/account.routes';
import type { AccountRateLimits } from './account/account.service';
import { adminDashboardRoutes } from './admin-dashboard/admin-dashboard.routes';
import { adminJobRoutes } from './admin-jobs/admin-jobs.routes';
import type { JobControl } from './admin-jobs/job-control';
import { accountSecurityRoutes } from './account-security/account-security.routes';
import { authRoutes } from './auth/auth.routes';
import type { AuthRateLimits } from './auth/auth.service';
import { campaignAdminRoutes } from './campaign-admin/campaign-admin.routes';
import { campaignRoutes } from './campaigns/campaigns.routes';
import { contactRoutes } from './contact/contact.routes';
import { defaultContactRateLimit } from './contact/contact.service';
import { donationLedgerRoutes } from './donation-ledger/donation-ledger.routes';
import { donationHistoryRoutes } from './donations/donation-history.routes';
import { donationRoutes } from './donations/donations.routes';
import { donorRoutes } from './donors/donors.routes';
import { offlineGiftRoutes } from './offline-gifts/offline-gifts.routes';
import { embedRoutes } from './embed/embed.routes';
import { registerWidgetPage } from './embed/widget-page';
import { registerErrorMonitoring } from './errors/error-monitoring';
import { healthRoutes } from './health/health.routes';
import type { Readiness } from './health/readiness';
import type { Metrics } from '../metrics/metrics';
import { onboardingRoutes } from './onboarding/onboarding.routes';
import { organizationRoutes } from './organizations/organizations.routes';
import { paymentMethodRoutes } from './payment-methods/payment-methods.routes';
import type { Payments } from './payments/create-payments';
import { paymentRoutes } from './payments/payments.routes';
import { privacyRoutes } from './privacy/privacy.routes';
import { stripeWebhookRoutes } from './payments/stripe-webhook.routes';
import { receiptRoutes } from './receipts/receipts.routes';
import { resendReceiptRoutes } from './receipts/resend-receipt.routes';
import { statementRoutes } from './receipts/statements.routes';
import { recurringRoutes } from './recurring/recurring.routes';
import { refundRoutes } from './refunds/refunds.routes';
import { recurringAdminRoutes } from './recurring-admin/recurring-admin.routes';
import type { SettingsCache } from './settings/settings-cache';
import { settingsRoutes } from './settings/settings.routes';
import { statsRoutes } from './stats/stats.routes';
import { updateRoutes } from './updates/updates.routes';
import { uploadRoutes } from './uploads/uploads.routes';
import { twoFactorRoutes } from './two-factor/two-factor.routes';
import { passkeyRoutes } from './passkeys/passkeys.routes';
import { webhookRoutes } from './webhooks/webhooks.routes';
import { supportMessageRoutes } from './support-messages/support-messages.routes';
import { matchRoutes } from './matches/matches.routes';
import { recurringManageRoutes } from './recurring-manage/recurring-manage.routes';
import { fundraiserRoutes } from './fundraisers/fundraisers.routes';
import { fundraiserGiftRoutes } from './fundraiser-gifts/fundraiser-gifts.routes';
import { donationSourceRoutes } from './donation-sources/donation-sources.routes';

/** What the features are built from: the process's configuration, database and shared caches. */
export interface FeatureContext {
  config: Config;
  database: DatabaseHandle;
  readCache: ReadCache;
  settings: SettingsCache;
  payments: Payments;
  rateLimits: AuthRateLimits &
    AccountRateLimits & { contact?: RateRule; donations?: RateRule; errorReports?: RateRule };
  /** The demo's own images (db/seed/images), served beside the uploads. */
  demoImagesDir: string;
  /** The built widget (apps/widget/dist), when present. */
  widgetDistDir?: string;
  /** The error monitor's clock. */
  now: () => Date;
  /** What readiness reports of the process: the job runner started, shutting down. */
  readiness: Readiness;
  /** The process's job runner once server.ts has started it (an operator's "run a job now"). */
  jobs: JobControl;
  metrics: Metrics;
}

type Feature = (app: FastifyInstance, c: FeatureContext) => Promise<void>;
/** A feature that is one Fastify plugin of routes. */
const routes =
  (make: (c: FeatureContext) => FastifyPluginAsync): Feature =>
  async (app, c) => {
    await app.register(make(c));
  };
const uploadsDirOf = (c: FeatureContext) => path.join(c.config.dataDir, 'uploads');

/**
 * Every feature of the API, in the order its routes are registered (the web app's pages come after them, in
 * app.ts). A new feature is one line here.
 */
export const features: Feature[] = [
  routes((c) => healthRoutes(c.database, c.readiness)),
  // Giving beyond the basics (issue 24): words of support, matched giving, manage-by-link, source reports.
  routes(supportMessageRoutes),
  routes(matchRoutes),
  routes(recurringManageRoutes),
  routes(donationSourceRoutes),
  // Peer-to-peer fundraising (issue 25): supporters' pages and teams, and the gifts given through them.
  routes(fundraiserRoutes),
  routes(fundraiserGiftRoutes),
  routes((c) =>
    authRoutes({ db: c.database.db, rateLimits: c.rateLimits, publicUrl: c.config.publicUrl, settings: c.settings }),
  ),
  routes((c) => accountRoutes({ db: c.database.db, rateLimits: c.rateLimits, publicUrl: c.config.publicUrl })),
  // Account security (issue 27): authenticator codes, passkeys, and the sessions and security overview.
  routes(twoFactorRoutes),
  routes(passkeyRoutes),
  routes(accountSecurityRoutes),
  routes((c) => campaignRoutes({ db: c.database.db, readCache: c.readCache })),
  routes((c) =>
    uploadRoutes({
      db: c.database.db,
      uploadsDir: uploadsDirOf(c),
      demoImagesDir: c.demoImagesDir,
      demoVariantsDir: path.join(c.config.dataDir, 'demo-images'),
    }),
  ),
  routes((c) => campaignAdminRoutes({ db: c.database.db, readCache: c.readCache, uploadsDir: uploadsDirOf(c) })),
  routes((c) => organizationRoutes({ db: c.database.db })),
  routes((c) =>
    updateRoutes({
      db: c.database.db,
      readCache: c.readCache,
      emailLinks: { publicUrl: c.config.publicUrl, signingSecret: c.payments.signingSecret },
    }),
  ),
  routes((c) => statsRoutes({ db: c.database.db, readCache: c.readCache })),
  routes((c) => contactRoutes({ db: c.database.db, rateLimit: c.rateLimits.contact ?? defaultContactRateLimit })),
  routes(({ database, payments, settings }) =>
    paymentRoutes({ db: database.db, provider: payments.provider, sandbox: payments.sandbox ?? undefined, settings }),
  ),
  // Served in sandbox mode too (answering 404), so the API reference always documents it.
  routes(({ config, payments: { stripe, applyEvent }, metrics }) =>
    stripeWebhookRoutes(
      stripe && config.stripe
        ? {
            webhookSecret: config.stripe.webhookSecret,
            apply: applyEvent,
            retrieveCard: (id) => stripe.retrieveCard(id),
            onBadSignature: () => metrics.webhookSignatureFailures.inc(),
          }
        : undefined,
    ),
  ),
  routes((c) =>
    donationRoutes({
      db: c.database.db,
      provider: c.payments.provider,
      rateLimit: c.rateLimits.donations ?? { limit: c.config.donationRateLimitPerMinute, windowSeconds: 60 },
      settings: c.settings,
      returnUrl: `${c.config.publicUrl}/donation-success`,
    }),
  ),
  routes((c) => receiptRoutes({ db: c.database.db, signingSecret: c.payments.signingSecret })),
  routes((c) => statementRoutes({ db: c.database.db })),
  routes(({ config, database, readCache, settings }) =>
    settingsRoutes({ db: database.db, mailFrom: config.mailFrom, stripe: config.stripe, readCache, settings }),
  ),
  routes((c) => paymentMethodRoutes({ db: c.database.db, provider: c.payments.provider })),
  routes((c) => donationHistoryRoutes({ db: c.database.db })),
  routes((c) => recurringRoutes({ db: c.database.db, provider: c.payments.provider })),
  routes((c) => donorRoutes({ db: c.database.db })),
  routes((c) => privacyRoutes({ db: c.database.db, provider: c.payments.provider, publicUrl: c.config.publicUrl })),
  routes((c) => donationLedgerRoutes({ db: c.database.db })),
  routes((c) => refundRoutes({ db: c.database.db, provider: c.payments.provider })),
  routes(({ database, payments, settings }) =>
    resendReceiptRoutes({ db: database.db, links: payments.receiptLinks, settings }),
  ),
  routes(({ database, payments, settings, readCache }) =>
    offlineGiftRoutes({
      db: database.db,
      links: payments.receiptLinks,
      settings,
      onTotalsChanged: () => readCache.invalidate(),
    }),
  ),
  routes((c) =>
    recurringAdminRoutes({ db: c.database.db, provider: c.payments.provider, publicUrl: c.config.publicUrl }),
  ),
  routes((c) => adminDashboardRoutes({ db: c.database.db })),
  routes(adminJobRoutes),
  routes((c) => onboardingRoutes({ db: c.database.db })),
  routes((c) => webhookRoutes({ db: c.database.db, allowPrivate: c.config.webhooksAllowPrivate })),
  (app, c) =>
    registerErrorMonitoring(app, {
      db: c.database.db,
      environment: c.config.environment,
      rateLimit: c.rateLimits.errorReports ?? { limit: c.config.errorReportRateLimitPerMinute, windowSeconds: 60 },
      now: c.now,
    }),
  routes((c) => embedRoutes({ db: c.database.db, readCache: c.readCache, publicUrl: c.config.publicUrl })),
  (app, c) => registerWidgetPage(app, { distDir: c.widgetDistDir, db: c.database.db, readCache: c.readCache }),
];
