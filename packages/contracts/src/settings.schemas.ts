import { z } from 'zod';
import {
  SESSION_DAYS_MAX,
  SESSION_DAYS_MIN,
  SESSION_IDLE_DAYS_DEFAULT,
  SESSION_MAX_DAYS_DEFAULT,
  securityMessages,
} from './account-security';
import { settingsMessages as m } from './campaign-admin';
import { currencyCodes, DEFAULT_CURRENCY } from './currencies';
import { operation } from './operation';
import { settingsEndpoints } from './settings';

export const organizationSettingsSchema = z.object({
  name: z.string({ error: m.organizationName }).trim().min(2, m.organizationName).max(120, m.organizationName),
  supportEmail: z.email(m.email).max(254, m.email),
  taxId: z.string().trim().max(50, m.taxIdMax).default(''),
  stripeAccountId: z
    .string()
    .trim()
    .refine((v) => v === '' || /^acct_[A-Za-z0-9]{1,60}$/.test(v), m.stripeAccountId)
    .default(''),
  /** New campaigns start in this currency; the home page's "Total Raised" is shown in it (issue 26). */
  defaultCurrency: z.enum(currencyCodes, { error: m.defaultCurrency }).default(DEFAULT_CURRENCY),
});
export type OrganizationSettings = z.output<typeof organizationSettingsSchema>;

export const emailSettingsSchema = z.object({
  senderName: z.string({ error: m.senderName }).trim().min(2, m.senderName).max(120, m.senderName),
  senderEmail: z.email(m.email).max(254, m.email),
  /** Plain text added to every receipt e-mail (a thank-you note); optional. */
  receiptTemplate: z.string().max(2000, m.receiptTemplateMax).default(''),
});
export type EmailSettings = z.output<typeof emailSettingsSchema>;

/** What an administrator may change on the Payment tab: the fee-coverage offer on the donation form. */
export const paymentSettingsInputSchema = z.object({
  offerFeeCoverage: z.boolean(),
  feeCoverageDefault: z.boolean(),
});

/** The Payment tab's view: which provider runs and whether its secrets are set, never their values. */
export const paymentSettingsSchema = paymentSettingsInputSchema.extend({
  provider: z.enum(['stripe', 'sandbox']),
  secretKeySet: z.boolean(),
  publishableKeySet: z.boolean(),
  webhookSecretSet: z.boolean(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

const sessionDays = z
  .number({ error: securityMessages.sessionDaysRange })
  .int(securityMessages.sessionDaysRange)
  .min(SESSION_DAYS_MIN, securityMessages.sessionDaysRange)
  .max(SESSION_DAYS_MAX, securityMessages.sessionDaysRange);

/** The Security tab (issue 27): the administrators' two-factor requirement and how long sessions last. */
export const securitySettingsSchema = z
  .object({
    requireAdminTwoFactor: z.boolean(),
    sessionIdleDays: sessionDays.default(SESSION_IDLE_DAYS_DEFAULT),
    sessionMaxDays: sessionDays.default(SESSION_MAX_DAYS_DEFAULT),
  })
  .refine((v) => v.sessionMaxDays >= v.sessionIdleDays, {
    message: securityMessages.sessionMaxBelowIdle,
    path: ['sessionMaxDays'],
  });
export type SecuritySettings = z.output<typeof securitySettingsSchema>;

/** GET /api/admin/settings. */
export const adminSettingsSchema = z.object({
  organization: organizationSettingsSchema,
  email: emailSettingsSchema,
  payment: paymentSettingsSchema,
  security: securitySettingsSchema,
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** PUT /api/admin/settings: any of the three tabs, each saved whole. */
export const adminSettingsUpdateSchema = z
  .object({
    organization: organizationSettingsSchema.optional(),
    email: emailSettingsSchema.optional(),
    payment: paymentSettingsInputSchema.optional(),
    security: securitySettingsSchema.optional(),
  })
  .refine((v) => v.organization || v.email || v.payment || v.security, { message: 'Nothing to save' });
export type AdminSettingsUpdate = z.input<typeof adminSettingsUpdateSchema>;

/** GET /api/settings/public: what any visitor may read (the Contact page's support address); no secrets. */
export const publicSettingsSchema = z.object({
  organizationName: z.string(),
  supportEmail: z.string(),
  defaultCurrency: z.enum(currencyCodes),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const settingsOperations = {
  admin: operation(settingsEndpoints.admin, {
    access: 'admin',
    summary: 'The Organization, Email, Payment and Security tabs as stored (never a secret)',
    tags: ['admin/settings'],
    responses: { 200: adminSettingsSchema },
  }),
  save: operation(settingsEndpoints.save, {
    access: 'admin',
    summary: 'Saves one tab whole; answers every tab as stored',
    tags: ['admin/settings'],
    body: adminSettingsUpdateSchema,
    responses: { 200: adminSettingsSchema },
  }),
  public: operation(settingsEndpoints.public, {
    access: 'public',
    summary: "The organization's name and support address, as anyone may see them",
    tags: ['settings'],
    responses: { 200: publicSettingsSchema },
  }),
};
