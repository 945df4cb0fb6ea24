import type { FastifyInstance } from 'fastify';
import { buildApp, defaultWebDistDir, defaultWidgetDistDir } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { startupWarnings } from './db/startup-warnings';
import { seedDemoData } from './db/seed/seed-demo-data';
import { lockDataDir } from './lib/data-dir-lock';
import { mailQueue, mailRelaySource } from './jobs/mail-worker';
import { startRelay } from './jobs/outbox-relay';
import { webhookQueue, webhookRelaySource } from './jobs/webhook-worker';
import { startJobRunner } from './jobs/job-runner';
import { RECONCILE_JOB, scheduledJobs } from './jobs/scheduled-jobs';
import { ReadCache } from './lib/read-cache';
import { createPayments } from './modules/payments/create-payments';
import { createMailSender } from './mail/mail-sender';
import { getSecuritySettings, getSenderMailbox } from './modules/settings/settings.service';
import { SettingsCache } from './modules/settings/settings-cache';
import { Readiness } from './modules/health/readiness';
import { JobControl } from './modules/admin-jobs/job-control';
import { createMetrics } from './metrics/metrics';
import { checkAuthKey } from './modules/two-factor/auth-key-check';
import { startMetricsServer } from './plugins/metrics';

/** Process entry: config → database → migrations → demo data → listen; graceful shutdown on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir, 'server');
  const database = await openDatabase(config);
  await database.migrate();
  try {
    await checkAuthKey(database.db, config);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    await database.close();
    unlock();
    process.exit(1);
  }
  const demo = config.demoData ? await seedDemoData(database.db) : undefined;

  const readCache = new ReadCache();
  // One settings cache for the process: the HTTP app, the payment state machine and the mail queue.
  const settings = await SettingsCache.open(database);
  const metrics = createMetrics();
  const payments = await createPayments(config, database.db, () => readCache.invalidate(), settings, metrics);
  const readiness = new Readiness();
  // Filled once the jobs have started, below: an administrator's "run this job now" needs the runner.
  const jobControl = new JobControl();
  const app = await buildApp({
    config,
    database,
    webDistDir: defaultWebDistDir,
    widgetDistDir: defaultWidgetDistDir,
    readCache,
    payments,
    settings,
    readiness,
    jobs: jobControl,
    metrics,
  });
  const mailSender = createMailSender({ smtpUrl: config.smtpUrl, dataDir: config.dataDir });
  const jobs = scheduledJobs(database.db, payments, {
    reconcileAfterMs: config.reconcileAfterMs,
    publicUrl: config.publicUrl,
  });
  const jobRunner = await startJobRunner({
    database,
    jobs,
    queues: [
      mailQueue({
        db: database.db,
        sender: mailSender,
        // Settings → Email: the sender an administrator saved, else the organization's name and MAIL_FROM's address.
        from: () => getSenderMailbox(settings, config.mailFrom),
      }),
      webhookQueue({ db: database.db, allowPrivate: config.webhooksAllowPrivate }),
    ],
    onError: (error) => app.log.error({ err: error }, 'background job failed'),
    metrics,
  });
  // A process that starts after a crash catches up at once with payments the provider completed while no
  // process could record them, instead of at the next scheduled run.
  await jobRunner.runNow(RECONCILE_JOB);
  const outboxRelay = startRelay({
    sources: [mailRelaySource(database.db), webhookRelaySource(database.db)],
    runner: jobRunner,
    onError: (error) => app.log.error({ err: error }, 'outbox relay failed'),
  });
  jobControl.started(jobRunner, jobs);
  readiness.jobsStarted();
  const metricsServer = config.metricsPort
    ? await startMetricsServer(metrics, config.metricsPort, (error) => app.log.error({ err: error }, 'metrics failed'))
    : undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    readiness.shuttingDown();
    app.log.info({ signal }, 'shutting down');
    // A stuck part must not keep a rolling restart waiting for ever: the process manager would kill -9 it.
    setTimeout(() => {
      console.error('Causeway: shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS + 10_000).unref();
    try {
      // No new connections from here (the proxy tries another process); requests already in progress finish.
      await closeWithin(app, SHUTDOWN_DEADLINE_MS);
      await metricsServer?.close();
      await outboxRelay.stop();
      jobControl.stopping();
      await jobRunner.stop();
      await settings.close();
      // Closing PGlite flushes its files: data written before Ctrl-C survives the restart.
      await database.close();
    } finally {
      unlock();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const lines = [
    '',
    `  Causeway is running at ${config.publicUrl.replace(`:${config.port}`, `:${port}`)}  (ready in ${seconds} s)`,
    `  Database: ${database.kind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Payments: ${config.stripe ? 'Stripe' : 'sandbox (test mode: no real money moves)'}`,
    `  E-mail:   ${mailSender.describe()}`,
    ...(metricsServer ? [`  Metrics:  http://127.0.0.1:${metricsServer.port}/metrics`] : []),
    ...(await startupWarnings(database)).map((warning) => `  Warning:  ${warning}`),
  ];
  if (demo?.created && demo.accounts.length > 0) {
    lines.push('', '  Demo data created. These passwords are shown only this once:');
    for (const account of demo.accounts) {
      lines.push(`    ${account.label.padEnd(14)} ${account.email}  password: ${account.password}`);
    }
    if ((await getSecuritySettings(database.db)).requireAdminTwoFactor) {
      lines.push('  The administrator is asked to set up an authenticator app or a passkey at first sign-in.');
    }
  }
  console.log(lines.join('\n') + '\n');
}

const SHUTDOWN_DEADLINE_MS = 10_000;

/** app.close(), but connections still busy after `ms` are cut so the rest of the shutdown can go on. */
async function closeWithin(app: FastifyInstance, ms: number): Promise<void> {
  const closed = app.close();
  // A keep-alive connection whose last request finished after close() began would otherwise stay open until
  // its keep-alive timeout (72 s), holding close() up: close each as soon as it is idle.
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  if ((await Promise.race([closed, late])) === 'late') {
    app.log.warn('requests still running at the shutdown deadline were cut off');
    app.server.closeAllConnections();
    await closed;
  }
  clearTimeout(timer);
  clearInterval(idle);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Causeway could not start: ${error.message}` : error);
  process.exit(1);
});
