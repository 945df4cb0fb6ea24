import type { Executor } from '../../db/client';
import { randomBytes } from 'node:crypto';
import { insertSettingIfAbsent, readSetting, writeSetting } from './settings.repository';

export interface OrganizationSettings {
  name: string;
  supportEmail: string;
  taxId: string;
  stripeAccountId: string;
}

export const defaultOrganizationSettings: OrganizationSettings = {
  name: 'Causeway',
  supportEmail: 'support@causeway.local',
  taxId: '',
  stripeAccountId: '',
};

/** The organization's settings as saved by an administrator, falling back to defaults field by field. */
export async function getOrganizationSettings(db: Executor): Promise<OrganizationSettings> {
  const saved = (await readSetting(db, 'organization')) as Partial<OrganizationSettings> | undefined;
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
