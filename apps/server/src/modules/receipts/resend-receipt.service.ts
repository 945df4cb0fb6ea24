import { receiptMessages as m, type ResendReceiptResult } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../audit-log/audit-log.service';
import type { SettingsCache } from '../settings/settings-cache';
import { donorEmail } from './receipt-text';
import { findReceiptDetails } from './receipts.repository';
import { queueReceiptEmail, type ReceiptLinks } from './receipts.service';

export interface ResendReceiptDeps {
  db: Db;
  links: ReceiptLinks;
  settings?: SettingsCache;
}

/**
 * POST /api/admin/donations/{id}/receipt: the receipt e-mail again, through the outbox, with its audit entry in
 * the same transaction. A receipt exists while the donation is 'succeeded' (a partly refunded gift included), as
 * for the PDF (GET /api/donations/{id}/receipt); a donor whose data was erased has no address of ours to use.
 */
export async function resendReceipt(
  deps: ResendReceiptDeps,
  donationId: number,
  email: string | undefined,
  actor: AuditActor,
  ip: string | null,
): Promise<ResendReceiptResult> {
  return deps.db.transaction(async (tx) => {
    const details = await findReceiptDetails(tx, donationId);
    if (!details) throw new AppError('NOT_FOUND', m.notFound);
    const { donation } = details;
    if (donation.status === 'refunded') throw new AppError('CONFLICT', m.refunded);
    if (donation.status !== 'succeeded') throw new AppError('CONFLICT', m.noReceipt);
    const to = email ?? (donation.anonymizedAt ? null : donorEmail(details));
    if (!to) throw new AppError('CONFLICT', m.noAddress);
    await queueReceiptEmail(tx, donation.id, deps.links, deps.settings, to);
    await recordAudit(tx, {
      actor,
      action: 'donation.receipt_resent',
      subjectType: 'donation',
      subjectId: donation.id,
      before: null,
      after: { to },
      ip,
    });
    return { to };
  });
}
