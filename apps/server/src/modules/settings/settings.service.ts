import type { Executor } from '../../db/client';
import { readSetting } from './settings.repository';

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
