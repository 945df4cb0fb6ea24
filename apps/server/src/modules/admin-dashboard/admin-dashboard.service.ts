import {
  ADMIN_RECENT_ITEMS,
  currencyCodes,
  currencyOf,
  DONOR_RECENT_DAYS,
  type AdminDashboardStats,
  type CurrencyCode,
  type CurrencyFigures,
  type DashboardFigures,
  type AdminRecentCampaign,
  type AdminRecentDonation,
  type MonthlyTotals,
  addMonths,
  startOfUtcMonth,
  subDays,
} from '@causeway/contracts';
import type { Db } from '../../db/client';
import { getOrganizationSettings } from '../settings/settings.service';
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

/** The average gift in minor units, 0 without gifts. */
const averageOf = (raised: number, gifts: number) => (gifts === 0 ? 0 : Math.round(raised / gifts));

interface Currencies {
  /** Money raised per currency a campaign is in. */
  raised: Map<CurrencyCode, number>;
  /** Every campaign is in the headline currency: the sums over every gift are its sums. */
  onlyOne: boolean;
  /** Succeeded gifts per currency, counted only when there is more than one. */
  gifts?: Map<CurrencyCode, number>;
}

/**
 * Money raised per currency, and whether any campaign is in another currency than `currency` (even before its
 * first gift). A site raising in one currency keeps the index-only sums over every gift; only a site with several
 * filters them by currency and counts its gifts per currency.
 */
async function readCurrencies(db: Db, currency: CurrencyCode): Promise<Currencies> {
  const rows = await repo.readRaisedByCurrency(db);
  const raised = new Map(rows.map((r) => [currencyOf(r.currency), Number(r.raised)]));
  if ([...raised.keys()].every((c) => c === currency)) return { raised, onlyOne: true };
  const gifts = await repo.countGiftsByCurrency(db);
  return { raised, onlyOne: false, gifts: new Map(gifts.map((r) => [currencyOf(r.currency), Number(r.gifts)])) };
}

async function figuresIn(db: Db, now: Date, currency: CurrencyCode, c: Currencies): Promise<DashboardFigures> {
  const w = {
    previousFrom: subDays(now, 2 * DONOR_RECENT_DAYS),
    currentFrom: subDays(now, DONOR_RECENT_DAYS),
    until: now,
  };
  const [campaigns, money, donors] = await Promise.all([
    repo.readCampaignFigures(db, w),
    repo.readMoneyWindows(db, w, c.onlyOne ? undefined : currency),
    repo.readDonorFigures(db, w),
  ]);
  const totalRaised = c.raised.get(currency) ?? 0;
  return {
    totalRaised,
    activeCampaigns: Number(campaigns.active),
    newDonors: Number(donors.current),
    averageDonation: averageOf(totalRaised, c.gifts ? (c.gifts.get(currency) ?? 0) : Number(donors.gifts)),
    monthlyGrowth: {
      totalRaised: growthPercent(Number(money.current), Number(money.previous)),
      campaigns: growthPercent(Number(campaigns.current), Number(campaigns.previous)),
      donors: growthPercent(Number(donors.current), Number(donors.previous)),
    },
  };
}

/**
 * The overview's figures in one currency, the organization's default unless told (admin spec section 3, issue 26).
 * Every figure comes from succeeded donations (DECISIONS.md): the campaigns' raised amounts and the donor summaries
 * are kept in step with them.
 */
export async function getDashboardStats(db: Db, now = new Date(), currency?: CurrencyCode): Promise<DashboardFigures> {
  const shown = currency ?? (await getOrganizationSettings(db)).defaultCurrency;
  return figuresIn(db, now, shown, await readCurrencies(db, shown));
}

/**
 * The money raised in each currency other than the headline one, in the currency table's order; a currency
 * nothing has been raised in yet is left out.
 */
function otherCurrencyFigures(currency: CurrencyCode, { raised, gifts }: Currencies): CurrencyFigures[] {
  return currencyCodes
    .filter((code) => code !== currency && (raised.get(code) ?? 0) > 0)
    .map((code) => {
      const totalRaised = raised.get(code)!;
      return { currency: code, totalRaised, averageDonation: averageOf(totalRaised, gifts?.get(code) ?? 0) };
    });
}

/**
 * GET /api/admin/dashboard/stats: the figures in the organization's default currency, and the money raised in
 * each other currency beside them, never converted nor added in (issue 26).
 */
export async function getOverviewStats(db: Db, now = new Date()): Promise<AdminDashboardStats> {
  const currency = (await getOrganizationSettings(db)).defaultCurrency;
  const currencies = await readCurrencies(db, currency);
  const figures = await figuresIn(db, now, currency, currencies);
  return { ...figures, currency, otherCurrencies: otherCurrencyFigures(currency, currencies) };
}

/**
 * GET /api/admin/dashboard/monthly: the last 12 UTC calendar months, the current one included, oldest first, in
 * the organization's default currency (the stats' `currency`).
 */
export async function getMonthlyTotals(db: Db, now = new Date()): Promise<MonthlyTotals> {
  const currency = (await getOrganizationSettings(db)).defaultCurrency;
  const onlyOne = (await repo.readRaisedByCurrency(db)).every((r) => currencyOf(r.currency) === currency);
  const monthStart = (offset: number) => startOfUtcMonth(addMonths(now, offset));
  const months = Array.from({ length: MONTHS_SHOWN }, (_, i) => i - (MONTHS_SHOWN - 1)).map((offset) => ({
    from: monthStart(offset),
    to: monthStart(offset + 1),
  }));
  const amounts = await repo.sumSucceededByPeriod(db, months, onlyOne ? undefined : currency);
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
