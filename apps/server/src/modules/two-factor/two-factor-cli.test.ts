import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { parseTwoFactorCommand } from '../../cli/two-factor-command';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { authChallenges, mailOutbox, passkeys, recoveryCodes, sessions, settings, users } from '../../db/schema';
import { deriveAuthKey } from '../../lib/secret-box';
import { makeUser } from '../../test/factories';
import { sealTotpSecret } from './code-check';

// The operator's tools as they run (tsx, as `npm run -w @causeway/server`), on a PGlite of their own.
const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '../../..');
const tsx = path.resolve(serverDir, '../../node_modules/tsx/dist/cli.mjs');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-two-factor-cli-'));
const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_DATA: 'off' };
delete env.DATABASE_URL;
delete env.TEST_DATABASE_URL;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function tool(script: 'two-factor' | 'create-admin', args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsx, `src/cli/${script}.ts`, ...args], { cwd: serverDir, env });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** The tools' database, opened here while no tool runs (PGlite allows one process). */
async function withDatabase<T>(use: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('npm run two-factor', { timeout: 180_000 }, () => {
  it('create-admin says how two-factor works; require on|off switches it and keeps the other settings', async () => {
    // A new installation requires two-factor of administrators.
    const first = await tool('create-admin', ['--email', 'chief@example.org', '--password', 'chief-pass-1']);
    expect(first.code).toBe(0);
    expect(first.output).toContain(
      'At first sign-in you will be asked to set up an authenticator app or a passkey (Settings → Security can turn this off).',
    );
    await withDatabase((d) =>
      d.db
        .update(settings)
        .set({ value: { requireAdminTwoFactor: true, sessionIdleDays: 7, sessionMaxDays: 40 } })
        .where(eq(settings.key, 'security')),
    );

    const off = await tool('two-factor', ['require', 'off']);
    expect(off.code).toBe(0);
    expect(off.output).toContain('Administrators may now sign in with a password alone');
    const second = await tool('create-admin', ['--email', 'deputy@example.org', '--password', 'deputy-pass-1']);
    expect(second.output).toContain('Two-factor authentication is optional for administrators');

    const on = await tool('two-factor', ['require', 'on']);
    expect(on.code).toBe(0);
    expect(on.output).toContain('Administrators must now sign in with a second factor');
    const [saved] = await withDatabase((d) => d.db.select().from(settings).where(eq(settings.key, 'security')));
    expect(saved?.value).toEqual({ requireAdminTwoFactor: true, sessionIdleDays: 7, sessionMaxDays: 40 });
  });

  it('reset --email removes every second factor and session of the account, and e-mails its owner', async () => {
    const user = await withDatabase(async ({ db }) => {
      const made = await makeUser(db, { email: 'lost-phone@example.org' });
      const sealed = sealTotpSecret(deriveAuthKey('k'.repeat(32)), made.id, 'JBSWY3DPEHPK3PXP');
      await db.update(users).set({ totpSecret: sealed, totpEnabledAt: new Date() }).where(eq(users.id, made.id));
      await db.insert(recoveryCodes).values([
        { userId: made.id, codeHash: 'a'.repeat(64) },
        { userId: made.id, codeHash: 'b'.repeat(64) },
      ]);
      await db.insert(passkeys).values({ userId: made.id, credentialId: 'cred-1', publicKey: 'pk', name: 'Phone' });
      await db
        .insert(sessions)
        .values({ tokenHash: 'c'.repeat(64), userId: made.id, expiresAt: new Date(Date.now() + 1e9) });
      await db.insert(authChallenges).values({
        keyHash: 'd'.repeat(64),
        purpose: 'second_factor',
        userId: made.id,
        expiresAt: new Date(Date.now() + 1e6),
      });
      return made;
    });

    const reset = await tool('two-factor', ['reset', '--email', 'Lost-Phone@example.org']);
    expect(reset.code).toBe(0);
    expect(reset.output).toContain('Reset the second factors of lost-phone@example.org:');
    expect(reset.output).toContain('authenticator codes: turned off');
    expect(reset.output).toContain('unused recovery codes deleted: 2');
    expect(reset.output).toContain('passkeys deleted: 1');
    expect(reset.output).toContain('sessions ended: 1');

    await withDatabase(async ({ db }) => {
      const [row] = await db.select().from(users).where(eq(users.id, user.id));
      expect([row!.totpSecret, row!.totpEnabledAt, row!.passwordHash.length > 0]).toEqual([null, null, true]);
      for (const table of [recoveryCodes, passkeys, sessions, authChallenges]) {
        expect(await db.select().from(table).where(eq(table.userId, user.id))).toEqual([]);
      }
      const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
      expect(mails.map((m) => m.subject)).toEqual(['Two-factor authentication was reset (Causeway)']);
    });
  });

  it('explains a wrong command line, and an unknown address', async () => {
    const unknown = await tool('two-factor', ['reset', '--email', 'nobody@example.org']);
    expect(unknown.code).toBe(1);
    expect(unknown.output.trim()).toBe('No account has the e-mail address nobody@example.org; nothing changed.');
    // One process shows the usage and exit code 2; the other wrong command lines are checked without a process.
    const wrong = await tool('two-factor', ['require', 'maybe']);
    expect(wrong.code).toBe(2);
    expect(wrong.output).toContain('Usage: npm run two-factor -- require on|off');
    for (const args of [[], ['reset'], ['require', 'on', '--email', 'a@example.org'], ['reset', '--bogus']]) {
      expect(parseTwoFactorCommand(args)).toContain('Usage: npm run two-factor -- require on|off');
    }
    expect(parseTwoFactorCommand(['reset', '--email', 'not-an-address'])).toBe('Please enter a valid email address');
    expect(parseTwoFactorCommand(['reset', '--email', ' Someone@example.org '])).toEqual({
      name: 'reset',
      email: 'Someone@example.org',
    });
  });
});
