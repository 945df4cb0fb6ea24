import {
  DEFAULT_CURRENCY,
  SESSION_IDLE_DAYS_DEFAULT,
  SESSION_MAX_DAYS_DEFAULT,
  type CurrencyCode,
} from '@causeway/contracts';
import type { Executor } from '../../db/client';
import { randomBytes } from 'node:crypto';
import { insertSettingIfAbsent, readSetting, writeSetting } from './settings.repository';
import type { CachedSettings } from './settings-cache';

/** Where settings are read: the database (fresh, inside a transaction), or the process's cache of them. */
export type SettingsSource = Executor | CachedSettings;

const isCache = (source: SettingsSource): source is CachedSettings =>
  typeof (source as Partial<CachedSettings>).readSetting === 'function';
const read = (source: SettingsSource, key: string) =>
  isCache(source) ? source.readSetting(key) : readSetting(source, key);

export interface OrganizationSettings {
  name: string;
  supportEmail: string;
  taxId: string;
  stripeAccountId: string;
  /** New campaigns start in it; the home page's "Total Raised" is shown in it (issue 26). */
  defaultCurrency: CurrencyCode;
}

export const defaultOrganizationSettings: OrganizationSettings = {
  name: 'Causeway',
  supportEmail: 'support@causeway.local',
  taxId: '',
  stripeAccountId: '',
  defaultCurrency: DEFAULT_CURRENCY,
};

/** The organization's settings as saved by an administrator, falling back to defaults field by field. */
export async function getOrganizationSettings(db: SettingsSource): Promise<OrganizationSettings> {
  const saved = (await read(db, 'organization')) as Partial<OrganizationSettings> | undefined;
  return { ...defaultOrganizationSettings, ...saved };
}

export async function saveOrganizationSettings(
  db: Executor,
  value: Partial<OrganizationSettings>,
  updatedById?: number,
): Promise<OrganizationSettings> {
  const merged = { ...(await getOrganizationSettings(db)), ...value };
  await writeSetting(db, 'organization', merged, updatedById);
  return merged;
}

export interface EmailSettings {
  senderName: string;
  senderEmail: string;
  /** Plain text added to every receipt e-mail; '' for none. */
  receiptTemplate: string;
}

/** The address part of MAIL_FROM ('Causeway <no-reply@x.org>' or a bare 'no-reply@x.org'). */
export function mailboxAddress(mailbox: string): string {
  return (/<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim();
}

/**
 * The Email tab as saved, else its defaults: the organization's name as sender name (so renaming the
 * organization renames the sender until a sender name is saved) and MAIL_FROM's address.
 */
export async function getEmailSettings(db: SettingsSource, mailFrom: string): Promise<EmailSettings> {
  const saved = (await read(db, 'email')) as Partial<EmailSettings> | undefined;
  return {
    senderName: saved?.senderName || (await getOrganizationSettings(db)).name,
    senderEmail: saved?.senderEmail || mailboxAddress(mailFrom),
    receiptTemplate: saved?.receiptTemplate ?? '',
  };
}

/** The note for receipt e-mails; read inside the transaction that queues the receipt. */
export async function getReceiptNote(db: SettingsSource): Promise<string> {
  const saved = (await read(db, 'email')) as Partial<EmailSettings> | undefined;
  return saved?.receiptTemplate?.replace(/\r\n?/g, '\n').trim() ?? '';
}

/**
 * The From header of every outgoing e-mail: the Email tab's sender. Read when the mail is sent, so a saved
 * change applies to every message sent afterwards, also those queued before it.
 */
export async function getSenderMailbox(db: SettingsSource, mailFrom: string): Promise<string> {
  const { senderName, senderEmail } = await getEmailSettings(db, mailFrom);
  // No line breaks in a header; quotes around a name with characters that mean something in an address.
  const name = senderName.replace(/[\r\n]+/g, ' ').trim();
  const quoted = /^[\p{L}\p{N} .'_-]+$/u.test(name) ? name : `"${name.replace(/["\\]/g, '\\$&')}"`;
  return `${quoted} <${senderEmail}>`;
}

export interface FeeCoverageSettings {
  /** The donation form offers 'Cover the processing fee'. */
  offerFeeCoverage: boolean;
  /** ...and starts with it ticked. */
  feeCoverageDefault: boolean;
}

export const defaultFeeCoverageSettings: FeeCoverageSettings = { offerFeeCoverage: true, feeCoverageDefault: false };

export async function getFeeCoverageSettings(db: SettingsSource): Promise<FeeCoverageSettings> {
  const saved = (await read(db, 'payment')) as Partial<FeeCoverageSettings> | undefined;
  return { ...defaultFeeCoverageSettings, ...saved };
}

/**
 * The key that signs links (guest receipt links), created once and shared through the database by every
 * app process. Read it at start-up, never inside a transaction.
 */
export async function getOrCreateSigningSecret(db: Executor): Promise<string> {
  const existing = await readSetting(db, 'signing_secret');
  if (typeof existing === 'string') return existing;
  await insertSettingIfAbsent(db, 'signing_secret', randomBytes(32).toString('base64url'));
  return (await readSetting(db, 'signing_secret')) as string;
}

export interface SecuritySettings {
  /** Administrators are refused every admin operation until they sign in with a second factor. */
  requireAdminTwoFactor: boolean;
  /** A session unused this long ends. */
  sessionIdleDays: number;
  /** Every session ends this long after sign-in, used or not. */
  sessionMaxDays: number;
}

/**
 * Absent means an installation upgraded from before issue 27: the requirement off until an administrator turns it
 * on. A new installation starts with it on (migration 0012 saves it before the first account exists).
 */
export const defaultSecuritySettings: SecuritySettings = {
  requireAdminTwoFactor: false,
  sessionIdleDays: SESSION_IDLE_DAYS_DEFAULT,
  sessionMaxDays: SESSION_MAX_DAYS_DEFAULT,
};

export async function getSecuritySettings(db: SettingsSource): Promise<SecuritySettings> {
  const saved = (await read(db, 'security')) as Partial<SecuritySettings> | undefined;
  return { ...defaultSecuritySettings, ...saved };
}

/** Saves some of the Security tab's fields, keeping the others (a seeded dataset, an operator's command, a test). */
export async function saveSecuritySettings(
  db: Executor,
  value: Partial<SecuritySettings>,
  updatedById?: number,
): Promise<SecuritySettings> {
  const merged = { ...(await getSecuritySettings(db)), ...value };
  await writeSetting(db, 'security', merged, updatedById);
  return merged;
}
