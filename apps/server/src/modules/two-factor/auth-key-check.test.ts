import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { users } from '../../db/schema';
import { AUTH_KEY_FILE, deriveAuthKey, loadAuthKey } from '../../lib/secret-box';
import { makeUser } from '../../test/factories';
import { createTestDatabase } from '../../test/test-database';
import { checkAuthKey } from './auth-key-check';
import { sealTotpSecret } from './code-check';

let database: DatabaseHandle;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-key-check-'));
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const material = 'the-key-material-the-secrets-were-sealed-with';
const onPostgres = (authEncryptionKey?: string) => ({ authEncryptionKey, databaseUrl: 'postgres://db/x', dataDir });

async function failureOf(config: Parameters<typeof checkAuthKey>[1]): Promise<string | undefined> {
  try {
    await checkAuthKey(database.db, config);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
}

describe('the start-up check of the authenticator key', () => {
  it('lets the server start without a key while no account has a secret', async () => {
    expect(await failureOf(onPostgres())).toBeUndefined();
  });

  it('refuses to start without the key once accounts use codes, in one line', async () => {
    const key = deriveAuthKey(material);
    for (const column of ['totpSecret', 'totpPendingSecret'] as const) {
      const user = await makeUser(database.db);
      await database.db
        .update(users)
        .set({ [column]: sealTotpSecret(key, user.id, 'JBSWY3DPEHPK3PXP') })
        .where(eq(users.id, user.id));
    }
    expect(await failureOf(onPostgres())).toBe(
      'Configuration error: AUTH_ENCRYPTION_KEY must be set: 2 accounts use authenticator codes',
    );
    // On the embedded database, a lost key file is not silently replaced by a new one.
    const embedded = { authEncryptionKey: undefined, databaseUrl: undefined, dataDir };
    expect(await failureOf(embedded)).toBe(
      `Configuration error: AUTH_ENCRYPTION_KEY must be set: 2 accounts use authenticator codes (or restore ${path.join(dataDir, AUTH_KEY_FILE)})`,
    );
    expect(fs.existsSync(path.join(dataDir, AUTH_KEY_FILE))).toBe(false);

    expect(await failureOf(onPostgres(material))).toBeUndefined();
    const wrong = await failureOf(onPostgres('another-key-material-of-enough-length'));
    expect(wrong).toMatch(/^Configuration error: AUTH_ENCRYPTION_KEY is not the key the authenticator secrets/);
    expect(wrong).not.toContain('another-key-material');
    expect(wrong).not.toContain('\n');

    // A key file made for another database does not open them either.
    loadAuthKey(embedded);
    expect(await failureOf(embedded)).toMatch(/the key file .*auth-encryption\.key does not open them/);
  });
});
