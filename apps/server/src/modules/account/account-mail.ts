import { describeUserAgent, RESET_TOKEN_TTL_MINUTES, VERIFY_TOKEN_TTL_HOURS } from '@causeway/contracts';
import { accountMailMessages as m, securityNoticeMessages as n } from '../../i18n/mail-words';
import { wordsIn, type Words } from '../../i18n/words';
import type { OutgoingMail } from '../../mail/outbox';

/** Who an account e-mail goes to; it is written in their saved language (issue 26), English until they choose. */
interface Recipient {
  email: string;
  firstName: string;
  username: string;
  locale: string | null;
}

const greeting = (words: Words, r: Recipient) => words.say(m.hello, { name: r.firstName || r.username });

export function passwordResetMail(r: Recipient, link: string, orgName: string): OutgoingMail {
  const words = wordsIn(r.locale);
  return {
    to: r.email,
    subject: words.say(m.resetSubject, { organization: orgName }),
    text: [
      greeting(words, r),
      '',
      words.say(m.resetAsked),
      '',
      link,
      '',
      words.say(m.resetExpires, { minutes: RESET_TOKEN_TTL_MINUTES }),
      words.say(m.resetIgnore),
      '',
      orgName,
    ].join('\n'),
  };
}

export function verificationMail(r: Recipient, link: string, orgName: string): OutgoingMail {
  const words = wordsIn(r.locale);
  return {
    to: r.email,
    subject: words.say(m.verifySubject, { organization: orgName }),
    text: [
      greeting(words, r),
      '',
      words.say(m.verifyAsk),
      '',
      link,
      '',
      words.say(m.verifyExpires, { hours: VERIFY_TOKEN_TTL_HOURS }),
      '',
      orgName,
    ].join('\n'),
  };
}

/** The events a security notice is sent for (issue 27): each one's subject and sentence in securityNoticeMessages. */
const noticeWords = {
  newSignIn: [n.newSignInSubject, n.newSignIn],
  passkeyAdded: [n.passkeyAddedSubject, n.passkeyAdded],
  passwordChanged: [n.passwordChangedSubject, n.passwordChanged],
  passwordReset: [n.passwordResetSubject, n.passwordReset],
  twoFactorOn: [n.twoFactorOnSubject, n.twoFactorOn],
  twoFactorOff: [n.twoFactorOffSubject, n.twoFactorOff],
  twoFactorReset: [n.twoFactorResetSubject, n.twoFactorReset],
} as const;

/** Something happened to the account's security (issue 27): what, when, from where, and what to do if not you. */
export interface SecurityNotice {
  event: keyof typeof noticeWords;
  /** The values its sentence names: the passkey's `name`. */
  values?: Record<string, string>;
  at: Date;
  /** The browser that did it; no `ip` when the server's operator did it from the command line. */
  client: { ip?: string; userAgent?: string | null };
}

export function securityNoticeMail(
  r: Recipient,
  notice: SecurityNotice,
  org: { name: string; supportEmail: string },
  publicUrl: string,
): OutgoingMail {
  const words = wordsIn(r.locale);
  const [subject, happened] = noticeWords[notice.event];
  return {
    to: r.email,
    subject: words.say(n.subjectOf, { subject: words.say(subject), organization: org.name }),
    text: [
      greeting(words, r),
      '',
      words.say(happened, notice.values),
      '',
      words.say(n.when, { time: words.moment(notice.at) }),
      words.say(n.device, { device: words.say(describeUserAgent(notice.client.userAgent)) }),
      words.say(n.address, { address: notice.client.ip ?? words.say(n.operatorAddress) }),
      '',
      words.say(n.ifYou),
      words.say(n.ifNotYou),
      words.say(n.resetNow, { url: `${publicUrl}/forgot-password` }),
      words.say(n.review, { url: `${publicUrl}/account` }),
      words.say(n.tellUs, { email: org.supportEmail }),
      '',
      org.name,
    ].join('\n'),
  };
}
