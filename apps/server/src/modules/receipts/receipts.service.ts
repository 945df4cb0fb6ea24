import type { Tx } from '../../db/client';
import { enqueueMail } from '../../mail/outbox';
import { getOrganizationSettings } from '../settings/settings.service';
import { renderReceiptEmail, donorEmail } from './receipt-text';
import { findReceiptDetails } from './receipts.repository';

export interface ReceiptLinks {
  /** An absolute link to the donation's PDF receipt (signed for guests). */
  receiptUrl(donationId: number, forGuest: boolean): string;
}

/** Queues the receipt e-mail in the transaction that made the donation succeed, so it is never lost. */
export async function queueReceiptEmail(tx: Tx, donationId: number, links: ReceiptLinks): Promise<void> {
  const details = await findReceiptDetails(tx, donationId);
  const to = details && donorEmail(details);
  if (!details || !to) return;
  const org = await getOrganizationSettings(tx);
  const { subject, text } = renderReceiptEmail(
    details,
    org,
    links.receiptUrl(donationId, details.donation.userId === null),
  );
  await enqueueMail(tx, { to, subject, text });
}
