import { netGift } from '@causeway/contracts';
import type { Tx } from '../../db/client';
import { enqueueMail } from '../../mail/outbox';
import { getOrganizationSettings, type OrganizationSettings } from '../settings/settings.service';
import type { SettingsCache } from '../settings/settings-cache';
import { receiptLineMessages as l, receiptMailMessages, refundMailMessages as m } from '../../i18n/mail-words';
import { alignedLines, donorEmail, donorName, receiptWords } from './receipt-text';
import { findReceiptDetails, type ReceiptDetails } from './receipts.repository';
import type { ReceiptLinks } from './receipts.service';

/**
 * Queues the refund e-mail in the transaction that applied the provider's refund event, so the donor hears of
 * every refund once: `refundedNow` is what this event gave back (minor units of the charge's currency).
 */
export async function queueRefundEmail(
  tx: Tx,
  donationId: number,
  refundedNow: number,
  links: ReceiptLinks,
  cache?: SettingsCache,
): Promise<void> {
  const details = await findReceiptDetails(tx, donationId);
  const to = details && donorEmail(details);
  if (!details || !to) return;
  const org = await getOrganizationSettings(cache?.via(tx) ?? tx);
  // A gift refunded in full has no receipt left to show.
  const link =
    details.donation.status === 'succeeded'
      ? links.receiptUrl(details.donation.id, details.donation.userId === null)
      : null;
  await enqueueMail(tx, { to, ...renderRefundEmail(details, org, refundedNow, link) });
}

export function renderRefundEmail(
  d: ReceiptDetails,
  org: OrganizationSettings,
  refundedNow: number,
  receiptUrl: string | null,
  words = receiptWords(d),
) {
  const { donation } = d;
  const say = words.say;
  const net = netGift(donation.amount, donation.refundedAmount);
  const money = words.money(donation.currency);
  const lines: [string, string][] = [
    [say(l.receiptNumber), String(donation.receiptNumber ?? '—')],
    [say(l.campaign), d.campaignTitle],
    [say(l.donation), money(donation.amount)],
    ...(donation.feeAmount > 0 ? ([[say(l.feeCovered), money(donation.feeAmount)]] as [string, string][]) : []),
    [say(m.refundedNow), money(refundedNow)],
    [say(m.refundedInAll), money(donation.refundedAmount)],
    [say(m.donationNow), money(net)],
  ];
  const text = [
    say(receiptMailMessages.greeting, { name: donorName(d, words) }),
    '',
    say(m.body, {
      amount: money(refundedNow),
      campaign: d.campaignTitle,
      receipt: String(donation.receiptNumber ?? '—'),
    }),
    '',
    ...alignedLines(lines),
    '',
    net > 0
      ? say(m.nowCounts, { amount: money(net) }) + (receiptUrl ? ` ${say(m.updatedReceipt, { url: receiptUrl })}` : '')
      : say(m.refundedInFull),
    '',
    say(receiptMailMessages.signOff),
    org.name,
  ].join('\n');
  return {
    subject: say(m.subject, { organization: org.name, amount: money(refundedNow), campaign: d.campaignTitle }),
    text,
  };
}
