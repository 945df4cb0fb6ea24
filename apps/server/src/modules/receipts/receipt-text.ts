import {
  DEDICATION_LABEL,
  dedicationText,
  intervalLabels,
  intervalSentenceLabels,
  netGift,
  offlineMethodLabels,
  RECURRING_MANAGE_PAGE_PATH,
  recurringManageMessages,
  type RecurringInterval,
} from '@causeway/contracts';
import { receiptLineMessages as l, receiptMailMessages as m } from '../../i18n/mail-words';
import { wordsIn, type Words } from '../../i18n/words';
import type { OrganizationSettings } from '../settings/settings.service';
import type { ReceiptDetails } from './receipts.repository';

export function donorName(d: ReceiptDetails, words: Words = wordsIn('en')): string {
  const first = d.donorFirstName || d.donation.guestFirstName || '';
  const last = d.donorLastName || d.donation.guestLastName || '';
  return `${first} ${last}`.trim() || d.donorEmail || d.donation.guestEmail || words.say(l.donorFallback);
}

export function donorEmail(d: ReceiptDetails): string | null {
  return d.donorEmail ?? d.donation.guestEmail;
}

/**
 * The language a gift's e-mails are written in (issue 26): the one the donor gave in, else the donor's saved
 * choice (a renewal's payment has no request), else English.
 */
export function receiptWords(d: ReceiptDetails): Words {
  return wordsIn(d.donation.locale ?? d.donorLocale);
}

/** 'Acme Relief (Tax ID 12-3456789)', or the name alone. */
export const receivedBy = (org: OrganizationSettings, words: Words) =>
  org.taxId ? words.say(l.taxIdOf, { name: org.name, taxId: org.taxId }) : org.name;

/** Lines of label and value, the label column padded so the values line up in a plain-text e-mail. */
export function alignedLines(lines: [string, string][]): string[] {
  const width = Math.max(...lines.map(([label]) => label.length));
  return lines.map(([label, value]) => `${label.padEnd(width)}  ${value}`);
}

/** The receipt's lines, shared by the e-mail and the PDF so the two never disagree. */
export function receiptLines(d: ReceiptDetails, org: OrganizationSettings, words: Words): [string, string][] {
  const { donation } = d;
  const say = words.say;
  const money = words.money(donation.currency);
  const interval = (d.recurringInterval ?? donation.interval) as RecurringInterval | null;
  const lines: [string, string][] = [
    [say(l.receiptNumber), String(donation.receiptNumber ?? '—')],
    [say(l.date), words.date(donation.succeededAt ?? donation.createdAt)],
    [say(l.donor), donorName(d, words)],
    [say(l.campaign), d.campaignTitle],
    [say(l.organizer), d.organizationName ?? org.name],
    [say(l.donation), money(donation.amount)],
  ];
  if (donation.feeAmount > 0) {
    lines.push(
      [say(l.feeCovered), money(donation.feeAmount)],
      [say(l.totalCharged), money(donation.amount + donation.feeAmount)],
    );
  }
  // An offline gift says how it came; a card payment's receipt names no method (nor did it before).
  if (donation.offlineMethod) lines.push([say(l.receivedAs), say(offlineMethodLabels[donation.offlineMethod])]);
  if (donation.refundedAmount > 0) {
    lines.push(
      [say(l.refunded), money(donation.refundedAmount)],
      [say(l.netDonation), money(netGift(donation.amount, donation.refundedAmount))],
    );
  }
  if (interval) lines.push([say(l.schedule), say(l.scheduleValue, { interval: say(intervalLabels[interval]) })]);
  if (d.tributeKind && d.tributeHonoreeName) {
    const dedication = dedicationText({ kind: d.tributeKind, honoreeName: d.tributeHonoreeName });
    lines.push([say(DEDICATION_LABEL), say(dedication)]);
  }
  lines.push([say(l.receivedBy), receivedBy(org, words)]);
  return lines;
}

/** The receipt e-mail, in plain text only; `note` is the Email tab's receipt text, shown after the thanks. */
export function renderReceiptEmail(
  d: ReceiptDetails,
  org: OrganizationSettings,
  receiptUrl: string,
  note = '',
  words = receiptWords(d),
) {
  const say = words.say;
  const interval = (d.recurringInterval ?? d.donation.interval) as RecurringInterval | null;
  const text = [
    say(m.greeting, { name: donorName(d, words) }),
    '',
    say(m.thanks, { campaign: d.campaignTitle }),
    '',
    ...(note ? [note, ''] : []),
    ...alignedLines(receiptLines(d, org, words)),
    '',
    say(l.noGoods),
    ...(interval
      ? [
          '',
          say(m.processed, { interval: say(intervalSentenceLabels[interval]) }),
          // Every recurring receipt (the first payment's and each renewal's): a guest cannot sign in (issue 24).
          say(recurringManageMessages.receiptLine),
          new URL(RECURRING_MANAGE_PAGE_PATH, receiptUrl).href,
        ]
      : []),
    '',
    say(m.download, { url: receiptUrl }),
    '',
    say(m.signOff),
    org.name,
  ].join('\n');
  return {
    subject: say(m.subject, {
      organization: org.name,
      amount: words.money(d.donation.currency)(d.donation.amount),
      campaign: d.campaignTitle,
    }),
    text,
  };
}
