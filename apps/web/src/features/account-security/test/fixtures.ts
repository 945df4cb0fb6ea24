import type { accountSecurityOperations as ops, User } from '@causeway/contracts';
import type { Fixture } from '@/test/mock-api';

export const ada: User = {
  id: 7,
  email: 'ada@example.com',
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'admin',
  emailVerified: true,
  emailUpdates: false,
  twoFactorSetupRequired: false,
};

export const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

export const securityOff: Fixture<typeof ops.security> = {
  twoFactor: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
  passkeys: [],
  totpAvailable: true,
  setupRequired: false,
};

export const securityOn: Fixture<typeof ops.security> = {
  twoFactor: { enabled: true, enabledAt: '2026-03-04T10:00:00.000Z', recoveryCodesLeft: 8 },
  passkeys: [],
  totpAvailable: true,
  setupRequired: false,
};

export const twoFactorSetup: Fixture<typeof ops.startTwoFactor> = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
  otpauthUrl: 'otpauth://totp/Causeway:ada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Causeway',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h1v1H0z"/></svg>',
};
