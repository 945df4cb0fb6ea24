import type { DonorDonation, Page } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { listUserDonations, type HistoryRow } from './donation-history.repository';

function toDonorDonation(r: HistoryRow): DonorDonation {
  const d = r.donation;
  return {
    id: d.id,
    amount: d.amount,
    feeAmount: d.feeAmount,
    refundedAmount: d.refundedAmount,
    status: d.status,
    donationType: d.donationType,
    createdAt: d.createdAt.toISOString(),
    receiptNumber: d.receiptNumber,
    offlineMethod: d.offlineMethod,
    campaign: { id: d.campaignId, title: r.campaignTitle },
    user: { firstName: r.firstName, lastName: r.lastName },
  };
}

/** GET /api/users/me/donations: only the caller's own donations, in the paging envelope. */
export async function getDonationHistory(
  db: Db,
  userId: number,
  page: number,
  pageSize: number,
): Promise<Page<DonorDonation>> {
  const { rows, total } = await listUserDonations(db, userId, pageSize, (page - 1) * pageSize);
  return { items: rows.map(toDonorDonation), total, page, pageSize };
}

/** GET /api/donations/user (spec section 7): the caller's most recent donations as a plain list. */
export async function listRecentDonations(db: Db, userId: number, limit = 100): Promise<DonorDonation[]> {
  const { rows } = await listUserDonations(db, userId, limit, 0);
  return rows.map(toDonorDonation);
}
