import path from 'node:path';
import { count, isNotNull, or } from 'drizzle-orm';
import { ConfigError, type Config } from '../../config';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { AUTH_KEY_FILE, loadAuthKey, openSecret } from '../../lib/secret-box';
import { totpSecretContext } from './code-check';

type KeyConfig = Pick<Config, 'authEncryptionKey' | 'databaseUrl' | 'dataDir'>;

/**
 * Start-up's check (server.ts): once any account keeps an authenticator secret, the key that opens it must be
 * there, and be the right one. Starting without it would lock those people out at their next sign-in, so the
 * process refuses to start instead, with the configuration's one-line error.
 */
export async function checkAuthKey(db: Executor, config: KeyConfig): Promise<void> {
  const hasSecret = or(isNotNull(users.totpSecret), isNotNull(users.totpPendingSecret));
  const [row] = await db.select({ n: count() }).from(users).where(hasSecret);
  const accounts = row?.n ?? 0;
  if (accounts === 0) return;
  const using = `${accounts} ${accounts === 1 ? 'account uses' : 'accounts use'} authenticator codes`;
  // Only read here: a key file made now would not open the secrets already stored.
  const key = loadAuthKey(config, { create: false });
  if (!key) {
    const file = config.databaseUrl ? '' : ` (or restore ${path.join(config.dataDir, AUTH_KEY_FILE)})`;
    throw new ConfigError(`Configuration error: AUTH_ENCRYPTION_KEY must be set: ${using}${file}`);
  }
  const [sample] = await db
    .select({ id: users.id, secret: users.totpSecret, pending: users.totpPendingSecret })
    .from(users)
    .where(hasSecret)
    .limit(1);
  try {
    openSecret(key, (sample!.secret ?? sample!.pending)!, totpSecretContext(sample!.id));
  } catch {
    const which = key.source === 'key file' ? `the key file ${path.join(config.dataDir, AUTH_KEY_FILE)}` : 'it';
    throw new ConfigError(
      `Configuration error: AUTH_ENCRYPTION_KEY is not the key the authenticator secrets were sealed with (${which} does not open them): ${using}`,
    );
  }
}
