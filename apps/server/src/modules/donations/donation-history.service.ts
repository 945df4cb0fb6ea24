import { currencyOf, type DonorDonation, type Page, type TributeSummary } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { findTributeSummaries } from '../tributes/tributes.service';
import { listUserDonations, type HistoryRow } from './donation-history.repository';

function toDonorDonation(r: HistoryRow, tributes: Map<number, TributeSummary>): DonorDonation {
  const d = r.donation;
  return {
    id: d.id,
    amount: d.amount,
    currency: currencyOf(d.currency),
    feeAmount: d.feeAmount,
    refundedAmount: d.refundedAmount,
    status: d.status,
    donationType: d.donationType,
    createdAt: d.createdAt.toISOString(),
    receiptNumber: d.receiptNumber,
    offlineMethod: d.offlineMethod,
    campaign: { id: d.campaignId, title: r.campaignTitle },
    user: { firstName: r.firstName, lastName: r.lastName },
    tribute: tributes.get(d.id) ?? null,
  };
}

/** The rows with their dedications (issue 24), read in one statement for the page. */
async function withTributes(db: Db, rows: HistoryRow[]): Promise<DonorDonation[]> {
  const tributes = await findTributeSummaries(
    db,
    rows.map((r) => r.donation.id),
  );
  return rows.map((r) => toDonorDonation(r, tributes));
}

/** GET /api/users/me/donations: only the caller's own donations, in the paging envelope. */
export async function getDonationHistory(
  db: Db,
  userId: number,
  page: number,
  pageSize: number,
): Promise<Page<DonorDonation>> {
  const { rows, total } = await listUserDonations(db, userId, pageSize, (page - 1) * pageSize);
  return { items: await withTributes(db, rows), total, page, pageSize };
}

/** GET /api/donations/user (spec section 7): the caller's most recent donations as a plain list. */
export async function listRecentDonations(db: Db, userId: number, limit = 100): Promise<DonorDonation[]> {
  const { rows } = await listUserDonations(db, userId, limit, 0);
  return withTributes(db, rows);
}
