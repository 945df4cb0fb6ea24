import type { Executor } from '../../db/client';
import { readSetting, writeSetting } from './settings.repository';

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
