import { z } from 'zod';
import { currencyCodes } from './currencies';
import { campaignStatuses } from './campaigns';
import { donationStatuses, donationTypes } from './donations';
import { adminDashboardEndpoints } from './admin-dashboard';
import { operation } from './operation';

/**
 * The overview's figures (admin spec section 3). Money in minor units of one currency, the organization's default
 * (issue 26). `newDonors`: donors whose first succeeded gift was in the last 30 days. `monthlyGrowth`: percent
 * change of the last 30 days against the 30 before (money raised in that currency, campaigns created, new donors),
 * rounded to one decimal; null when the earlier window is zero (no meaningful percentage).
 */
export const dashboardFiguresSchema = z.object({
  totalRaised: z.number(),
  activeCampaigns: z.number(),
  newDonors: z.number(),
  averageDonation: z.number(),
  monthlyGrowth: z.object({
    totalRaised: z.number().nullable(),
    campaigns: z.number().nullable(),
    donors: z.number().nullable(),
  }),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

/** Money raised in a currency other than the headline one, and its average gift: minor units of that currency. */
export const currencyFiguresSchema = z.object({
  currency: z.enum(currencyCodes),
  totalRaised: z.number(),
  averageDonation: z.number(),
});
export type CurrencyFigures = z.infer<typeof currencyFiguresSchema>;

/**
 * GET /api/admin/dashboard/stats: the figures in `currency`, the organization's default, and each other currency
 * money was raised in (in the currency table's order), never added to them: amounts in different currencies are
 * not converted (issue 26). A site raising only in its default currency has no other currencies.
 */
export const adminDashboardStatsSchema = dashboardFiguresSchema.extend({
  currency: z.enum(currencyCodes),
  otherCurrencies: z.array(currencyFiguresSchema),
});
export type AdminDashboardStats = z.infer<typeof adminDashboardStatsSchema>;

/**
 * GET /api/admin/dashboard/monthly: money raised per calendar month (UTC), the last 12 months, oldest first; in
 * the organization's default currency, the stats' `currency` (gifts in other currencies are not in it).
 */
export const monthlyTotalsSchema = z.array(z.object({ month: z.string(), amount: z.number() }));
export type MonthlyTotals = z.infer<typeof monthlyTotalsSchema>;

/** GET /api/admin/campaigns/recent (3 newest). */
export const adminRecentCampaignSchema = z.object({
  id: z.number(),
  title: z.string(),
  currentAmount: z.number(),
  goal: z.number(),
  /** The currency of both amounts (issue 26). */
  currency: z.enum(currencyCodes),
  status: z.enum(campaignStatuses),
  createdAt: z.string(),
});
export type AdminRecentCampaign = z.infer<typeof adminRecentCampaignSchema>;

/** GET /api/admin/donations/recent (3 newest; spec section 3, Donation (recent list)). */
export const adminRecentDonationSchema = z.object({
  id: z.number(),
  amount: z.number(),
  currency: z.enum(currencyCodes),
  status: z.enum(donationStatuses),
  donationType: z.enum(donationTypes),
  createdAt: z.string(),
  campaign: z.object({ id: z.number(), title: z.string() }),
  /** Guests' names come from the donation; anonymous gifts read 'Anonymous'. */
  user: z.object({ firstName: z.string(), lastName: z.string() }),
});
export type AdminRecentDonation = z.infer<typeof adminRecentDonationSchema>;

export const adminDashboardOperations = {
  stats: operation(adminDashboardEndpoints.stats, {
    access: 'admin',
    summary: 'Totals for the overview cards: money raised, campaigns, donors, average gift, and 30-day growth',
    tags: ['admin/dashboard'],
    responses: { 200: adminDashboardStatsSchema },
  }),
  monthly: operation(adminDashboardEndpoints.monthly, {
    access: 'admin',
    summary: 'Money raised per month over the last twelve months',
    tags: ['admin/dashboard'],
    responses: { 200: monthlyTotalsSchema },
  }),
  recentCampaigns: operation(adminDashboardEndpoints.recentCampaigns, {
    access: 'admin',
    summary: 'The campaigns created most recently, with their figures',
    tags: ['admin/dashboard'],
    responses: { 200: z.array(adminRecentCampaignSchema) },
  }),
  recentDonations: operation(adminDashboardEndpoints.recentDonations, {
    access: 'admin',
    summary: 'The latest succeeded gifts, with donor (or Anonymous) and campaign',
    tags: ['admin/dashboard'],
    responses: { 200: z.array(adminRecentDonationSchema) },
  }),
};
