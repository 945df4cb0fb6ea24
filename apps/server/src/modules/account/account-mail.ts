import { describeUserAgent, RESET_TOKEN_TTL_MINUTES, VERIFY_TOKEN_TTL_HOURS } from '@causeway/contracts';
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

/** Something happened to the account's security (issue 27): what, when, from where, and what to do if not you. */
export interface SecurityNotice {
  subject: string;
  /** One sentence: "Two-factor authentication was turned on for your account." */
  happened: string;
  at: Date;
  /** The browser that did it. */
  client: { ip: string; userAgent?: string | null };
}

const noticeTime = (at: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at) + ' UTC';

export function securityNoticeMail(
  r: Recipient,
  notice: SecurityNotice,
  org: { name: string; supportEmail: string },
  publicUrl: string,
): OutgoingMail {
  return {
    to: r.email,
    subject: `${notice.subject} (${org.name})`,
    text: [
      greeting(r),
      '',
      notice.happened,
      '',
      `When: ${noticeTime(notice.at)}`,
      `Device: ${describeUserAgent(notice.client.userAgent)}`,
      `Address: ${notice.client.ip}`,
      '',
      'If this was you, there is nothing more to do.',
      'If it was not you, someone may know your password:',
      `- reset it at once: ${publicUrl}/forgot-password`,
      `- then review your sessions, passkeys and two-factor settings on your profile: ${publicUrl}/account`,
      `- and tell us at ${org.supportEmail}.`,
      '',
      org.name,
    ].join('\n'),
  };
}
