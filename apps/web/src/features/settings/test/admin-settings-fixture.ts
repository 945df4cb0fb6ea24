import type { settingsOperations } from '@causeway/contracts';
import type { Fixture } from '@/test/mock-api';

export type AdminSettingsFixture = Fixture<typeof settingsOperations.admin>;

/** The settings as the server answers them, the two-factor requirement off (as the tests' databases start). */
export const storedSettings: AdminSettingsFixture = {
  organization: {
    name: 'Causeway Trust',
    supportEmail: 'help@example.org',
    taxId: '',
    stripeAccountId: '',
    defaultCurrency: 'usd',
  },
  email: { senderName: 'Causeway Trust', senderEmail: 'gifts@example.org', receiptTemplate: '' },
  payment: {
    offerFeeCoverage: true,
    feeCoverageDefault: false,
    provider: 'sandbox',
    secretKeySet: false,
    publishableKeySet: false,
    webhookSecretSet: false,
  },
  security: { requireAdminTwoFactor: false, sessionIdleDays: 30, sessionMaxDays: 90 },
};
