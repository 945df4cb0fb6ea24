import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * Short secrets kept at rest (authenticator-app secrets, issue 27), sealed with AES-256-GCM so that a copy of the
 * database alone (a backup, a leaked dump) does not let anyone make codes. A sealed value is
 * "v1." + base64url(iv | tag | ciphertext); the version names the key derivation and the cipher, so either can
 * change later without guessing how an old value was made.
 */
export interface AuthKey {
  /** The AES-256 key derived from the configured key material. */
  readonly key: Buffer;
  /** Where it came from, for messages to the operator (never the key itself). */
  readonly source: 'AUTH_ENCRYPTION_KEY' | 'key file';
}

const VERSION = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The key material's purpose: another use of the same material would derive another key. */
const HKDF_INFO = 'causeway auth secrets v1';
const HKDF_SALT = 'causeway';

/** The key file's name in DATA_DIR, when the embedded database runs without AUTH_ENCRYPTION_KEY. */
export const AUTH_KEY_FILE = 'auth-encryption.key';

export function deriveAuthKey(material: string, source: AuthKey['source'] = 'AUTH_ENCRYPTION_KEY'): AuthKey {
  const key = Buffer.from(hkdfSync('sha256', Buffer.from(material, 'utf8'), HKDF_SALT, HKDF_INFO, 32));
  return { key, source };
}

/**
 * Seals `plaintext`. `context` (e.g. "user:42") is authenticated with it, so a sealed value copied onto another
 * row does not open there.
 */
export function sealSecret(authKey: AuthKey, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', authKey.key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return VERSION + Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

/** Opens a sealed value; throws on another key, another context or any change to it. */
export function openSecret(authKey: AuthKey, sealed: string, context: string): string {
  if (!sealed.startsWith(VERSION)) throw new Error('not a sealed value');
  const bytes = Buffer.from(sealed.slice(VERSION.length), 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('sealed value too short');
  const decipher = createDecipheriv('aes-256-gcm', authKey.key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

export interface LoadAuthKeyOptions {
  /** Make the embedded database's key file when it is missing (false: only report whether one exists). */
  create?: boolean;
}

/**
 * The key for authenticator secrets: from AUTH_ENCRYPTION_KEY; else, on the embedded database only, from
 * DATA_DIR/auth-encryption.key (made on first need, so `npm start` works out of the box); else none: on
 * PostgreSQL several processes on several machines must share the key, which only the configuration can do.
 */
export function loadAuthKey(
  config: Pick<Config, 'authEncryptionKey' | 'databaseUrl' | 'dataDir'>,
  options: LoadAuthKeyOptions = { create: true },
): AuthKey | null {
  if (config.authEncryptionKey) return deriveAuthKey(config.authEncryptionKey, 'AUTH_ENCRYPTION_KEY');
  if (config.databaseUrl) return null;
  const material = readOrCreateKeyFile(path.join(config.dataDir, AUTH_KEY_FILE), options.create ?? true);
  return material === null ? null : deriveAuthKey(material, 'key file');
}

/** Whether a key is (or, on the embedded database, can be made) available, without making the key file. */
export function authKeyAvailable(config: Pick<Config, 'authEncryptionKey' | 'databaseUrl'>): boolean {
  return Boolean(config.authEncryptionKey) || !config.databaseUrl;
}

function readOrCreateKeyFile(file: string, create: boolean): string | null {
  const existing = readKeyFile(file);
  if (existing !== null || !create) return existing;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written whole under another name and then linked into place: two processes making it at the same moment
  // both end up reading the one that won, never a half-written file.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(temporary, randomBytes(32).toString('base64url') + '\n', { mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  return readKeyFile(file);
}

function readKeyFile(file: string): string | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const material = text.trim();
  if (material.length < 32) throw new Error(`${file} is damaged: it holds less than 32 characters`);
  return material;
}
