import type { AdminSettings, adminSettingsUpdateSchema, PaymentSettings, PublicSettings } from '@causeway/contracts';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/client';
import { writeSetting } from './settings.repository';
import {
  getEmailSettings,
  getFeeCoverageSettings,
  getOrganizationSettings,
  getSecuritySettings,
} from './settings.service';

export interface SettingsDeps {
  db: Db;
  /** MAIL_FROM: the default sender address. */
  mailFrom: string;
  /** Only whether the keys are set is ever shown, never a key. */
  stripe: Config['stripe'];
}

export type AdminSettingsUpdate = z.output<typeof adminSettingsUpdateSchema>;

/** The Payment tab: the provider and which of its secrets are configured (DECISIONS.md), then the fee options. */
async function getPaymentSettings(deps: SettingsDeps, db: Executor): Promise<PaymentSettings> {
  const { stripe } = deps;
  return {
    provider: stripe ? 'stripe' : 'sandbox',
    secretKeySet: Boolean(stripe?.secretKey),
    publishableKeySet: Boolean(stripe?.publishableKey),
    webhookSecretSet: Boolean(stripe?.webhookSecret),
    ...(await getFeeCoverageSettings(db)),
  };
}

async function readAll(deps: SettingsDeps, db: Executor): Promise<AdminSettings> {
  return {
    organization: await getOrganizationSettings(db),
    email: await getEmailSettings(db, deps.mailFrom),
    payment: await getPaymentSettings(deps, db),
    security: await getSecuritySettings(db),
  };
}

/** GET /api/admin/settings: the three tabs, defaults filled in. */
export function getAdminSettings(deps: SettingsDeps): Promise<AdminSettings> {
  return readAll(deps, deps.db);
}

/**
 * PUT /api/admin/settings: each tab given is stored whole. Nothing is cached, so receipts, e-mails and the
 * donation form use the new values from the next request on, in every app process.
 */
export async function updateAdminSettings(
  deps: SettingsDeps,
  input: AdminSettingsUpdate,
  adminId: number,
): Promise<AdminSettings> {
  return deps.db.transaction(async (tx) => {
    if (input.organization) await writeSetting(tx, 'organization', input.organization, adminId);
    if (input.email) await writeSetting(tx, 'email', input.email, adminId);
    if (input.payment) await writeSetting(tx, 'payment', input.payment, adminId);
    if (input.security) await writeSetting(tx, 'security', input.security, adminId);
    return readAll(deps, tx);
  });
}

/** GET /api/settings/public: the organization's name and support address, for the Contact page. */
export async function getPublicSettings(db: Db): Promise<PublicSettings> {
  const { name, supportEmail } = await getOrganizationSettings(db);
  return { organizationName: name, supportEmail };
}
