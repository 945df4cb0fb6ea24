import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { verifySignedPath } from '../../lib/signed-links';
import { renderDonationReceiptPdf } from '../../pdf/donation-receipt-pdf';
import type { UserRow } from '../auth/auth.service';
import { enqueueMails, type OutgoingMail } from '../../mail/outbox';
import { getOrganizationSettings, getReceiptNote } from '../settings/settings.service';
import type { SettingsCache } from '../settings/settings-cache';
import type { Words } from '../../i18n/words';
import { renderReceiptEmail, donorEmail } from './receipt-text';
import { findReceiptDetails, findReceiptDetailsOf } from './receipts.repository';

export interface ReceiptLinks {
  /** An absolute link to the donation's PDF receipt (signed for guests). */
  receiptUrl(donationId: number, forGuest: boolean): string;
}

/**
 * Queues the receipt e-mail in the transaction that made the donation succeed, so it is never lost. `cache`:
 * the process's settings cache where there is one (the organization and the note), else the transaction. `to`:
 * another address than the donor's (an administrator resending it elsewhere).
 */
export async function queueReceiptEmail(
  tx: Tx,
  donationId: number,
  links: ReceiptLinks,
  cache?: SettingsCache,
  to?: string,
): Promise<void> {
  await queueReceiptEmails(tx, [donationId], links, cache, to);
}

/** The receipts of several donations that succeeded in one transaction (a batch of payments), in two statements. */
export async function queueReceiptEmails(
  tx: Tx,
  donationIds: number[],
  links: ReceiptLinks,
  cache?: SettingsCache,
  to?: string,
): Promise<void> {
  if (donationIds.length === 0) return;
  const settings = cache?.via(tx) ?? tx;
  const mails: OutgoingMail[] = [];
  let org: Awaited<ReturnType<typeof getOrganizationSettings>> | undefined;
  let note: string | undefined;
  for (const details of await findReceiptDetailsOf(tx, donationIds)) {
    const address = to ?? donorEmail(details);
    if (!address) continue;
    org ??= await getOrganizationSettings(settings);
    note ??= await getReceiptNote(settings);
    const link = links.receiptUrl(details.donation.id, details.donation.userId === null);
    mails.push({ to: address, ...renderReceiptEmail(details, org, link, note) });
  }
  await enqueueMails(tx, mails);
}

export interface ReceiptAccess {
  user: UserRow | null;
  /** From a guest's e-mailed link. */
  signature: { expires?: string; signature?: string };
  signingSecret: string;
  path: string;
  words?: Words;
}

/**
 * The PDF receipt, for the donor who owns the donation, an administrator, or the holder of a valid signed link.
 * Anyone else gets the same 404 as for a donation that does not exist (DECISIONS.md).
 */
export async function getReceiptPdf(db: Db, donationId: number, access: ReceiptAccess): Promise<Buffer> {
  const details = await findReceiptDetails(db, donationId);
  const { user, signature } = access;
  const allowed =
    details !== undefined &&
    ((user !== null && (user.role === 'admin' || user.id === details.donation.userId)) ||
      (signature.expires !== undefined &&
        signature.signature !== undefined &&
        verifySignedPath(access.signingSecret, access.path, signature.expires, signature.signature)));
  if (!details || !allowed) throw new AppError('NOT_FOUND', 'Donation not found');
  if (details.donation.status !== 'succeeded') {
    throw new AppError('CONFLICT', 'A receipt is available once the donation has succeeded.');
  }
  return renderDonationReceiptPdf(details, await getOrganizationSettings(db), access.words);
}
