import {
  currencyCodes,
  currencyOf,
  DONOR_PAGE_SIZE,
  DONOR_RECENT_DAYS,
  donorMessages,
  type AdminDonor,
  type CurrencyTotal,
  type DonorDetail,
  type DonorFilter,
  subDays,
} from '@causeway/contracts';
import type { Db, Executor, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import * as summaries from './donor-summaries.repository';
import * as repo from './donors.repository';

const DETAIL_DONATIONS_LIMIT = 100;

/**
 * The donor key of a donation or recurring gift: 'u{userId}' for a registered donor, 'g{lower(email)}' for a
 * guest; null for a row with neither (it belongs to no donor).
 */
export function donorKeyOf(row: { userId: number | null; guestEmail: string | null }): string | null {
  if (row.userId !== null) return summaries.donorKey({ userId: row.userId });
  return row.guestEmail ? summaries.donorKey({ email: row.guestEmail.toLowerCase() }) : null;
}

const refsOf = (keys: (string | null)[]) =>
  keys.flatMap((key) => {
    const ref = key === null ? undefined : summaries.parseDonorKey(key);
    return ref ? [ref] : [];
  });

/**
 * Locks donors' summary rows (creating them if needed) until the transaction ends, in key order. Every
 * transaction that moves a donor's gifts takes it before deciding anything about that donor, so two gifts of the
 * same donor are applied one after the other (each sees the other's success: the campaign counts the donor
 * once), while gifts of different donors never wait for each other here.
 */
export async function lockDonors(tx: Tx, keys: (string | null)[]): Promise<void> {
  await summaries.lockSummaryRows(tx, refsOf(keys));
}

export const lockDonor = (tx: Tx, key: string | null) => lockDonors(tx, [key]);

/**
 * Rewrites donors' summaries from their donations, in a transaction that holds `lockDonors` for the keys; a
 * donor left with no succeeded gift loses the row.
 */
export async function rewriteDonorSummaries(tx: Tx, keys: (string | null)[]): Promise<void> {
  await summaries.rewriteSummaryRows(tx, refsOf(keys));
}

export const rewriteDonorSummary = (tx: Tx, key: string | null) => rewriteDonorSummaries(tx, [key]);

/**
 * Brings one donor's summary in step with their donations, inside the caller's transaction (the one that moved
 * a donation or inserted a recurring gift). The row is locked first and recomputed in a later statement, so
 * concurrent gifts of the same donor are both counted.
 */
export async function refreshDonorSummary(tx: Tx, key: string | null): Promise<void> {
  await lockDonor(tx, key);
  await rewriteDonorSummary(tx, key);
}

/** Rebuilds every donor summary from the donations table (demo seed, large seed, repairs). */
export async function recomputeDonorSummaries(db: Executor): Promise<void> {
  await db.transaction((tx) => summaries.rebuildAllSummaries(tx));
}

/** Each donor's totals per currency, in the currency table's order (keyed by donor key). */
async function totalsOf(db: Db, rows: repo.DonorRow[]): Promise<Map<string, CurrencyTotal[]>> {
  const found = await repo.donorTotalsByCurrency(db, refsOf(rows.map((r) => r.summary.donorKey)));
  const order = (code: string) => currencyCodes.indexOf(currencyOf(code));
  const byDonor = new Map<string, CurrencyTotal[]>();
  for (const row of found.sort((x, y) => order(x.currency) - order(y.currency))) {
    byDonor.set(row.donor_key, [
      ...(byDonor.get(row.donor_key) ?? []),
      { currency: currencyOf(row.currency), total: Number(row.total) },
    ]);
  }
  return byDonor;
}

function toAdminDonor({ summary: s, ...user }: repo.DonorRow, totals: Map<string, CurrencyTotal[]>): AdminDonor {
  const isGuest = s.userId === null;
  return {
    key: s.donorKey,
    id: s.userId,
    isGuest,
    username: isGuest ? null : user.username,
    firstName: (isGuest ? s.guestFirstName : user.firstName) ?? '',
    lastName: (isGuest ? s.guestLastName : user.lastName) ?? '',
    email: (isGuest ? s.guestEmail : user.email) ?? '',
    totalDonated: s.totalDonated,
    totals: totals.get(s.donorKey) ?? [],
    donationCount: s.donationCount,
    recurringCount: s.recurringCount,
    firstDonationAt: s.firstDonationAt?.toISOString() ?? null,
    lastDonationAt: s.lastDonationAt?.toISOString() ?? null,
  };
}

/** GET /api/admin/donors (admin spec section 2, Donor list): filtered, searched and paged in SQL. */
export async function listDonors(
  db: Db,
  query: { filter: DonorFilter; q?: string; page: number },
  now = new Date(),
): Promise<{ items: AdminDonor[]; total: number; page: number; pageSize: typeof DONOR_PAGE_SIZE }> {
  const criteria = {
    filter: query.filter,
    q: query.q || undefined,
    recentSince: subDays(now, DONOR_RECENT_DAYS),
  };
  const { rows, total } = await repo.listDonors(db, criteria, DONOR_PAGE_SIZE, (query.page - 1) * DONOR_PAGE_SIZE);
  const totals = await totalsOf(db, rows);
  return { items: rows.map((row) => toAdminDonor(row, totals)), total, page: query.page, pageSize: DONOR_PAGE_SIZE };
}

/** GET /api/admin/donors/{key}: the donor, their latest donations of any status and their recurring gifts. */
export async function getDonorDetail(db: Db, key: string): Promise<DonorDetail> {
  const ref = summaries.parseDonorKey(key);
  const row = ref && (await repo.findDonor(db, ref));
  if (!ref || !row) throw new AppError('NOT_FOUND', donorMessages.notFound);
  const [gifts, recurring, totals] = await Promise.all([
    repo.listDonorDonations(db, ref, DETAIL_DONATIONS_LIMIT),
    repo.listDonorRecurring(db, ref),
    totalsOf(db, [row]),
  ]);
  return {
    donor: toAdminDonor(row, totals),
    donations: gifts.map(({ donation: d, campaignTitle }) => ({
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
      campaign: { id: d.campaignId, title: campaignTitle },
    })),
    recurringDonations: recurring.map(({ gift: g, campaignTitle }) => ({
      id: g.id,
      amount: g.amount,
      currency: currencyOf(g.currency),
      interval: g.interval,
      status: g.status,
      // As in the donor's own list: a next payment date only while the gift is active.
      nextPaymentDate: g.status === 'active' ? (g.nextPaymentDate?.toISOString() ?? null) : null,
      createdAt: g.createdAt.toISOString(),
      campaign: { id: g.campaignId, title: campaignTitle },
    })),
  };
}
