import { RESET_TOKEN_TTL_MINUTES, VERIFY_TOKEN_TTL_HOURS } from '@causeway/contracts';
import type { OutgoingMail } from '../../mail/outbox';

interface Recipient {
  email: string;
  firstName: string;
  username: string;
}

const greeting = (r: Recipient) => `Hello ${r.firstName || r.username},`;

export function passwordResetMail(r: Recipient, link: string, orgName: string): OutgoingMail {
  return {
    to: r.email,
    subject: `Reset your ${orgName} password`,
    text: [
      greeting(r),
      '',
      'Someone (hopefully you) asked to reset the password of your account. To choose a new password, open this link:',
      '',
      link,
      '',
      `The link works once and expires in ${RESET_TOKEN_TTL_MINUTES} minutes.`,
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
      '',
      orgName,
    ].join('\n'),
  };
}

export function verificationMail(r: Recipient, link: string, orgName: string): OutgoingMail {
  return {
    to: r.email,
    subject: `Confirm your e-mail address for ${orgName}`,
    text: [
      greeting(r),
      '',
      'Please confirm that this is your e-mail address by opening this link:',
      '',
      link,
      '',
      `The link expires in ${VERIFY_TOKEN_TTL_HOURS} hours. Once your address is confirmed, donations you made earlier`,
      'as a guest with this address appear in your donation history.',
      '',
      orgName,
    ].join('\n'),
  };
}

export function passwordChangedMail(r: Recipient, orgName: string): OutgoingMail {
  return {
    to: r.email,
    subject: `Your ${orgName} password was changed`,
    text: [
      greeting(r),
      '',
      'The password of your account was just changed, and every other device was signed out.',
      'If this was not you, reset your password at once from the login page ("Forgot password?") and contact us.',
      '',
      orgName,
    ].join('\n'),
  };
}
