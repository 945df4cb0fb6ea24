import {
  ADMIN_RECENT_ITEMS,
  currencyOf,
  DONOR_RECENT_DAYS,
  type AdminDashboardStats,
  type AdminRecentCampaign,
  type AdminRecentDonation,
  type MonthlyTotals,
  addMonths,
  startOfUtcMonth,
  subDays,
} from '@causeway/contracts';
import type { Db } from '../../db/client';
import * as repo from './admin-dashboard.repository';

const MONTHS_SHOWN = 12;

/**
 * Percent change of the current window against the earlier one, to one decimal; null when the earlier window
 * is zero, where no percentage means anything.
 */
export function growthPercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/**
 * GET /api/admin/dashboard/stats (admin spec section 3). Every figure comes from succeeded donations
 * (DECISIONS.md): the campaigns' raised amounts and the donor summaries are kept in step with them.
 */
export async function getDashboardStats(db: Db, now = new Date()): Promise<AdminDashboardStats> {
  const w = {
    previousFrom: subDays(now, 2 * DONOR_RECENT_DAYS),
    currentFrom: subDays(now, DONOR_RECENT_DAYS),
    until: now,
  };
  const [campaigns, money, donors] = await Promise.all([
    repo.readCampaignFigures(db, w),
    repo.readMoneyWindows(db, w),
    repo.readDonorFigures(db, w),
  ]);
  const totalRaised = Number(campaigns.raised);
  const gifts = Number(donors.gifts);
  return {
    totalRaised,
    activeCampaigns: Number(campaigns.active),
    newDonors: Number(donors.current),
    averageDonation: gifts === 0 ? 0 : Math.round(totalRaised / gifts),
    monthlyGrowth: {
      totalRaised: growthPercent(Number(money.current), Number(money.previous)),
      campaigns: growthPercent(Number(campaigns.current), Number(campaigns.previous)),
      donors: growthPercent(Number(donors.current), Number(donors.previous)),
    },
  };
}

/** GET /api/admin/dashboard/monthly: the last 12 UTC calendar months, the current one included, oldest first. */
export async function getMonthlyTotals(db: Db, now = new Date()): Promise<MonthlyTotals> {
  const monthStart = (offset: number) => startOfUtcMonth(addMonths(now, offset));
  const months = Array.from({ length: MONTHS_SHOWN }, (_, i) => i - (MONTHS_SHOWN - 1)).map((offset) => ({
    from: monthStart(offset),
    to: monthStart(offset + 1),
  }));
  const amounts = await repo.sumSucceededByPeriod(db, months);
  return months.map((m, i) => ({ month: m.from.toISOString().slice(0, 7), amount: amounts[i] ?? 0 }));
}

/** GET /api/admin/campaigns/recent: the newest campaigns, whatever their status. */
export async function listRecentCampaigns(db: Db): Promise<AdminRecentCampaign[]> {
  const rows = await repo.listNewestCampaigns(db, ADMIN_RECENT_ITEMS);
  return rows.map((c) => ({
    id: c.id,
    title: c.title,
    currentAmount: c.amountRaised,
    goal: c.goal,
    currency: currencyOf(c.currency),
    status: c.status,
    createdAt: c.createdAt.toISOString(),
  }));
}

type RecentRow = Awaited<ReturnType<typeof repo.listNewestSucceededDonations>>[number];

/** Who gave, as the overview shows it: an anonymous gift stays anonymous even to administrators' lists. */
function giverName({ donation: d, user }: RecentRow): { firstName: string; lastName: string } {
  if (d.anonymous) return { firstName: 'Anonymous', lastName: '' };
  if (!user) return { firstName: d.guestFirstName ?? '', lastName: d.guestLastName ?? '' };
  // An account without a name still shows who it is.
  if (!user.firstName && !user.lastName) return { firstName: user.username, lastName: '' };
  return { firstName: user.firstName, lastName: user.lastName };
}

/** GET /api/admin/donations/recent: the newest succeeded donations, by the time they succeeded. */
export async function listRecentDonations(db: Db): Promise<AdminRecentDonation[]> {
  const rows = await repo.listNewestSucceededDonations(db, ADMIN_RECENT_ITEMS);
  return rows.map((row) => ({
    id: row.donation.id,
    amount: row.donation.amount,
    currency: currencyOf(row.donation.currency),
    status: row.donation.status,
    donationType: row.donation.donationType,
    createdAt: row.donation.createdAt.toISOString(),
    campaign: { id: row.donation.campaignId, title: row.campaignTitle },
    user: giverName(row),
  }));
}
