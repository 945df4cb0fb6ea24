import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_KEY_FILE, deriveAuthKey, loadAuthKey, openSecret, sealSecret } from './secret-box';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-secret-box-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const key = deriveAuthKey('a'.repeat(32));
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('secret box', () => {
  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const sealed = sealSecret(key, secret, 'user:1');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(secret);
    expect(openSecret(key, sealed, 'user:1')).toBe(secret);
    // A fresh IV each time: the same secret never seals to the same text.
    expect(sealSecret(key, secret, 'user:1')).not.toBe(sealed);
  });

  it('refuses a tampered value', () => {
    const sealed = sealSecret(key, secret, 'user:1');
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    expect(() => openSecret(key, `v1.${bytes.toString('base64url')}`, 'user:1')).toThrow();
    expect(() => openSecret(key, sealed.slice(0, 20), 'user:1')).toThrow();
    expect(() => openSecret(key, 'plain-text', 'user:1')).toThrow('not a sealed value');
  });

  it('refuses another key, and another row', () => {
    const sealed = sealSecret(key, secret, 'user:1');
    expect(() => openSecret(deriveAuthKey('b'.repeat(32)), sealed, 'user:1')).toThrow();
    expect(() => openSecret(key, sealed, 'user:2')).toThrow();
  });
});

describe('loadAuthKey', () => {
  it('uses AUTH_ENCRYPTION_KEY when set, on either database', () => {
    const material = 'c'.repeat(40);
    const fromEnv = loadAuthKey({ authEncryptionKey: material, databaseUrl: 'postgres://x/y', dataDir });
    expect(fromEnv?.source).toBe('AUTH_ENCRYPTION_KEY');
    expect(fromEnv?.key.equals(deriveAuthKey(material).key)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, AUTH_KEY_FILE))).toBe(false);
  });

  it('has no key on PostgreSQL without the variable', () => {
    expect(loadAuthKey({ authEncryptionKey: undefined, databaseUrl: 'postgres://x/y', dataDir })).toBeNull();
  });

  it('makes a private key file for the embedded database once, and reads it after', () => {
    const dir = path.join(dataDir, 'fresh');
    const config = { authEncryptionKey: undefined, databaseUrl: undefined, dataDir: dir };
    expect(loadAuthKey(config, { create: false })).toBeNull();
    const first = loadAuthKey(config)!;
    const file = path.join(dir, AUTH_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.source).toBe('key file');
    const again = loadAuthKey(config, { create: false })!;
    expect(again.key.equals(first.key)).toBe(true);
    // The file's text works as AUTH_ENCRYPTION_KEY (moving to PostgreSQL keeps the secrets readable).
    const material = fs.readFileSync(file, 'utf8').trim();
    expect(deriveAuthKey(material).key.equals(first.key)).toBe(true);
    expect(fs.readdirSync(dir)).toEqual([AUTH_KEY_FILE]);
  });
});
