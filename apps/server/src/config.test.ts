import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults: port 3000 on 127.0.0.1 reached as localhost, PGlite with demo data, sandbox payments', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      // Passkeys need a domain: browsers refuse an IP address as a WebAuthn relying party.
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      demoData: true,
      stripe: null,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('defaults PUBLIC_URL to the address it listens on when that is not a loopback one', () => {
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://0.0.0.0:8080');
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '192.0.2.7', PUBLIC_URL: 'https://give.example.org/' }).publicUrl).toBe(
      'https://give.example.org',
    );
  });

  it('reads the per-address rate limits, defaulting to 30 logins and 10 sign-ups', () => {
    expect(loadConfig({})).toMatchObject({ loginRateLimitPerIp: 30, signupRateLimitPerIp: 10 });
    expect(loadConfig({ RATE_LIMIT_LOGINS: '5', RATE_LIMIT_SIGNUPS: '2' })).toMatchObject({
      loginRateLimitPerIp: 5,
      signupRateLimitPerIp: 2,
    });
  });

  it('names the environment and limits error reports to 60 a minute per address by default', () => {
    expect(loadConfig({})).toMatchObject({ environment: 'production', errorReportRateLimitPerMinute: 60 });
    expect(loadConfig({ APP_ENV: 'staging', RATE_LIMIT_ERRORS: '5' })).toMatchObject({
      environment: 'staging',
      errorReportRateLimitPerMinute: 5,
    });
  });

  it('checks pending donations with the provider after 15 minutes unless told otherwise', () => {
    expect(loadConfig({}).reconcileAfterMs).toBe(900_000);
    expect(loadConfig({ RECONCILE_AFTER_SECONDS: '0' }).reconcileAfterMs).toBe(0);
  });

  it('turns demo data off by default on PostgreSQL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/causeway' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/causeway', DEMO_DATA: 'on' }).demoData).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, /^Configuration error: PORT must be a number/],
    [{ PORT: '70000' }, /^Configuration error: PORT must be between 0 and 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /^Configuration error: DATABASE_URL must be a postgres/],
    [{ PUBLIC_URL: 'example.org' }, /^Configuration error: PUBLIC_URL must be an absolute/],
    [{ DEMO_DATA: 'maybe' }, /^Configuration error: DEMO_DATA must be one of/],
    [{ SMTP_URL: 'http://mail' }, /^Configuration error: SMTP_URL must be an smtp/],
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, /must be set together/],
    [{ RATE_LIMIT_LOGINS: 'lots' }, /^Configuration error: RATE_LIMIT_LOGINS must be a number/],
    [{ RATE_LIMIT_SIGNUPS: '0' }, /^Configuration error: RATE_LIMIT_SIGNUPS must be at least 1/],
    [{ RATE_LIMIT_ERRORS: '0' }, /^Configuration error: RATE_LIMIT_ERRORS must be at least 1/],
    [{ APP_ENV: 'prod env' }, /^Configuration error: APP_ENV must be a short name/],
    [{ RECONCILE_AFTER_SECONDS: '-1' }, /^Configuration error: RECONCILE_AFTER_SECONDS must be at least 0/],
    [{ METRICS_TOKEN: 'short' }, /^Configuration error: METRICS_TOKEN must be 16 to 256 printable characters/],
    [{ METRICS_PORT: 'nine' }, /^Configuration error: METRICS_PORT must be a number/],
    [{ METRICS_PORT: '0' }, /^Configuration error: METRICS_PORT must be between 1 and 65535/],
    [{ PORT: '9100', METRICS_PORT: '9100' }, /^Configuration error: METRICS_PORT must differ from PORT/],
  ])('stops on a bad value with one line naming the variable: %j', (env, pattern) => {
    let thrown: unknown;
    try {
      loadConfig(env);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as Error).message).toMatch(pattern);
    expect((thrown as Error).message).not.toContain('\n');
  });

  it('serves no metrics by default; reads the metrics token and port', () => {
    expect(loadConfig({})).toMatchObject({ metricsToken: undefined, metricsPort: undefined });
    expect(loadConfig({ METRICS_TOKEN: 'a-long-scrape-token', METRICS_PORT: '9464' })).toMatchObject({
      metricsToken: 'a-long-scrape-token',
      metricsPort: 9464,
    });
  });

  it('does not repeat a refused metrics token in its error', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in it!' })).toThrow(
      /^Configuration error: METRICS_TOKEN [^"]*$/,
    );
  });

  it('reads AUTH_ENCRYPTION_KEY, and refuses a short one without repeating it', () => {
    expect(loadConfig({}).authEncryptionKey).toBeUndefined();
    const key = 'k'.repeat(32);
    expect(loadConfig({ AUTH_ENCRYPTION_KEY: key }).authEncryptionKey).toBe(key);
    let thrown: unknown;
    try {
      loadConfig({ AUTH_ENCRYPTION_KEY: 'too-short-a-key' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as Error).message).toBe(
      'Configuration error: AUTH_ENCRYPTION_KEY must be at least 32 characters (for example the output of: openssl rand -base64 32)',
    );
  });

  it('enables Stripe only with all three keys', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    });
    expect(config.stripe).toMatchObject({ secretKey: 'sk_test_1', publishableKey: 'pk_test_1' });
  });
});
