import path from 'node:path';
import { z } from 'zod';

/** The only reader of process.env (DESIGN.md). Every variable is documented in the README's table. */
const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'].includes(v), {
    message: 'must be one of true, false, 1, 0, on, off, yes, no',
  })
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const postgresUrl = z
  .string()
  .trim()
  .refine((v) => /^postgres(ql)?:\/\/.+/.test(v), { message: 'must be a postgres:// or postgresql:// URL' });

const httpUrl = z
  .string()
  .trim()
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), {
    message: 'must be an absolute http:// or https:// URL',
  });

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be an integer')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  PUBLIC_URL: httpUrl.optional(),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .refine((v) => /^(sk|rk)_/.test(v), { message: 'must start with sk_ or rk_' })
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .trim()
    .refine((v) => v.startsWith('pk_'), { message: 'must start with pk_' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .refine((v) => v.startsWith('whsec_'), { message: 'must start with whsec_' })
    .optional(),
  STRIPE_API_URL: httpUrl.optional(),
  SMTP_URL: z
    .string()
    .trim()
    .refine((v) => /^smtps?:\/\/.+/.test(v), { message: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().trim().min(3, 'must be an address like "Causeway <no-reply@example.org>"').optional(),
  DEMO_DATA: booleanFlag.optional(),
  DATABASE_TRANSACTION_POOLER: booleanFlag.optional(),
  TRUST_PROXY: booleanFlag.optional(),
  WEBHOOKS_ALLOW_PRIVATE: booleanFlag.optional(),
  RATE_LIMIT_DONATIONS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(30),
  RATE_LIMIT_LOGINS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(30),
  RATE_LIMIT_SIGNUPS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(10),
  RATE_LIMIT_ERRORS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(60),
  RECONCILE_AFTER_SECONDS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .default(900),
  APP_ENV: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/, 'must be a short name such as production, staging or development')
    .default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  METRICS_TOKEN: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]{16,256}$/, 'must be 16 to 256 printable characters without spaces')
    .optional(),
  AUTH_ENCRYPTION_KEY: z
    .string()
    .trim()
    .min(32, 'must be at least 32 characters (for example the output of: openssl rand -base64 32)')
    .optional(),
  METRICS_PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be an integer')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .optional(),
});

/** Settings whose value a configuration error does not repeat: it would land in the logs. */
const secretSettings = new Set(['METRICS_TOKEN', 'AUTH_ENCRYPTION_KEY']);

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string; apiUrl: string | undefined } | null;
  smtpUrl: string | undefined;
  mailFrom: string;
  demoData: boolean;
  /**
   * DATABASE_URL is a pooler in transaction mode (PgBouncer): no prepared statements and no settings cache, which
   * both need a PostgreSQL session of their own.
   */
  transactionPooler: boolean;
  logLevel: string;
  trustProxy: boolean;
  donationRateLimitPerMinute: number;
  /** Login attempts per IP address per 15 minutes. */
  loginRateLimitPerIp: number;
  /** Registrations per IP address per hour. */
  signupRateLimitPerIp: number;
  /** Error-report requests per IP address per minute. */
  errorReportRateLimitPerMinute: number;
  /** The deployment's name, recorded on every error report. */
  environment: string;
  /** A donation still pending this long is checked with the payment provider (a webhook may have been lost). */
  reconcileAfterMs: number;
  /** /metrics on the app's port, for a scraper presenting this bearer token; off when unset. */
  metricsToken: string | undefined;
  /** /metrics on a listener of its own on 127.0.0.1, without a token; off when unset. */
  metricsPort: number | undefined;
  /** Outbound webhooks may target private, loopback and link-local addresses (docs/webhooks.md); off by default. */
  webhooksAllowPrivate: boolean;
  /**
   * Key material for the authenticator secrets kept at rest (lib/secret-box.ts). Unset on the embedded database:
   * a key file in DATA_DIR then; unset on PostgreSQL: authenticator codes cannot be set up.
   */
  authEncryptionKey: string | undefined;
}

export class ConfigError extends Error {}

/** Reads the environment; throws ConfigError with one line naming the variable and the problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    const got = secretSettings.has(name) ? '' : ` (got ${JSON.stringify(present[name])})`;
    throw new ConfigError(`Configuration error: ${name} ${issue.message}${got}`);
  }
  const e = parsed.data;
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET];
  const setCount = stripeKeys.filter(Boolean).length;
  if (setCount > 0 && setCount < 3) {
    throw new ConfigError(
      'Configuration error: STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set together (or none, for the sandbox provider)',
    );
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(`Configuration error: METRICS_PORT must differ from PORT (got ${e.METRICS_PORT})`);
  }
  // A loopback address is reached as `localhost`: browsers refuse passkeys on an IP address (a WebAuthn relying
  // party is a domain), and localhost is a secure context even over http.
  const loopback = ['127.0.0.1', '::1', 'localhost'].includes(e.HOST);
  const defaultHost = loopback ? 'localhost' : e.HOST.includes(':') ? `[${e.HOST}]` : e.HOST;
  const publicUrl = (e.PUBLIC_URL ?? `http://${defaultHost}:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    stripe:
      setCount === 3
        ? {
            secretKey: e.STRIPE_SECRET_KEY!,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
            apiUrl: e.STRIPE_API_URL,
          }
        : null,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Causeway <no-reply@causeway.local>',
    // Demo data is on by default only for the embedded database: never seed a production PostgreSQL by accident.
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    transactionPooler: e.DATABASE_TRANSACTION_POOLER ?? false,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    donationRateLimitPerMinute: e.RATE_LIMIT_DONATIONS,
    loginRateLimitPerIp: e.RATE_LIMIT_LOGINS,
    signupRateLimitPerIp: e.RATE_LIMIT_SIGNUPS,
    errorReportRateLimitPerMinute: e.RATE_LIMIT_ERRORS,
    environment: e.APP_ENV,
    reconcileAfterMs: e.RECONCILE_AFTER_SECONDS * 1000,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE ?? false,
    authEncryptionKey: e.AUTH_ENCRYPTION_KEY,
  };
}
