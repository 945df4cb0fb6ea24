import { netGift } from '@causeway/contracts';
import type { Tx } from '../../db/client';
import { enqueueMail } from '../../mail/outbox';
import { getOrganizationSettings, type OrganizationSettings } from '../settings/settings.service';
import type { SettingsCache } from '../settings/settings-cache';
import { donorEmail, donorName, moneyOf } from './receipt-text';
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
) {
  const { donation } = d;
  const net = netGift(donation.amount, donation.refundedAmount);
  const money = moneyOf(donation.currency);
  const lines: [string, string][] = [
    ['Receipt number', String(donation.receiptNumber ?? '—')],
    ['Campaign', d.campaignTitle],
    ['Donation', money(donation.amount)],
    ...(donation.feeAmount > 0
      ? ([['Processing fee you covered', money(donation.feeAmount)]] as [string, string][])
      : []),
    ['Refunded now', money(refundedNow)],
    ['Refunded in all', money(donation.refundedAmount)],
    ['Your donation now', money(net)],
  ];
  const width = Math.max(...lines.map(([label]) => label.length));
  const text = [
    `Dear ${donorName(d)},`,
    '',
    `We have refunded ${money(refundedNow)} of your gift to "${d.campaignTitle}" ` +
      `(receipt number ${donation.receiptNumber ?? '—'}). The money goes back to the card you paid with; ` +
      'your bank may take 5 to 10 business days to show it.',
    '',
    ...lines.map(([label, value]) => `${label.padEnd(width)}  ${value}`),
    '',
    net > 0
      ? `Your donation now counts as ${money(net)}.` + (receiptUrl ? ` Your updated receipt: ${receiptUrl}` : '')
      : 'Your donation has been refunded in full, so it no longer counts as a contribution.',
    '',
    'With gratitude,',
    org.name,
  ].join('\n');
  return {
    subject: `Your refund from ${org.name}: ${money(refundedNow)} of your gift to ${d.campaignTitle}`,
    text,
  };
}
