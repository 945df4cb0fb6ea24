import { isDeepStrictEqual } from 'node:util';
import type {
  AdminSettings,
  adminSettingsUpdateSchema,
  PaymentSettings,
  PublicSettings,
  SecuritySettings,
} from '@causeway/contracts';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/client';
import { recordAudit, type AuditActor } from '../audit-log/audit-log.service';
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
 * donation form use the new values from the next request on, in every app process. A change of the Security tab
 * (who must use two-factor, how long sessions last) is written to the audit log (issue 27 point 6).
 */
export async function updateAdminSettings(
  deps: SettingsDeps,
  input: AdminSettingsUpdate,
  admin: AuditActor,
  ip: string,
): Promise<AdminSettings> {
  return deps.db.transaction(async (tx) => {
    if (input.organization) await writeSetting(tx, 'organization', input.organization, admin.id);
    if (input.email) await writeSetting(tx, 'email', input.email, admin.id);
    if (input.payment) await writeSetting(tx, 'payment', input.payment, admin.id);
    if (input.security) await saveSecurityTab(tx, input.security, admin, ip);
    return readAll(deps, tx);
  });
}

async function saveSecurityTab(tx: Executor, security: SecuritySettings, admin: AuditActor, ip: string) {
  const before = await getSecuritySettings(tx);
  await writeSetting(tx, 'security', security, admin.id);
  const after = await getSecuritySettings(tx);
  if (isDeepStrictEqual(before, after)) return;
  await recordAudit(tx, {
    actor: admin,
    action: 'settings.security_changed',
    subjectType: 'settings',
    subjectId: null,
    before: { ...before },
    after: { ...after },
    ip,
  });
}

/**
 * GET /api/settings/public: the organization's name and support address, for the Contact page, and its default
 * currency, for the home page's "Total Raised".
 */
export async function getPublicSettings(db: Db): Promise<PublicSettings> {
  const { name, supportEmail, defaultCurrency } = await getOrganizationSettings(db);
  return { organizationName: name, supportEmail, defaultCurrency };
}
