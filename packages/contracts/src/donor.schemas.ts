import { z } from 'zod';
import { donationStatuses, donationTypes, recurringIntervals, recurringStatuses } from './donations';

/** GET /api/stats/donor (spec section 3: Donor stats), money in cents. */
export const donorStatsSchema = z.object({
  totalDonated: z.number(),
  /** Recurring gifts that are active (not paused or cancelled). */
  activeDonations: z.number(),
  campaignsSupported: z.number(),
});
export type DonorStats = z.infer<typeof donorStatsSchema>;

/** A donation in the donor's history (spec section 3: Donation). */
export const donorDonationSchema = z.object({
  id: z.number(),
  amount: z.number(),
  feeAmount: z.number(),
  status: z.enum(donationStatuses),
  donationType: z.enum(donationTypes),
  createdAt: z.string(),
  receiptNumber: z.number().nullable(),
  campaign: z.object({ id: z.number(), title: z.string() }),
  user: z.object({ firstName: z.string(), lastName: z.string() }),
});
export type DonorDonation = z.infer<typeof donorDonationSchema>;

export const DONATION_HISTORY_PAGE_SIZE = 10;

export const donationHistoryQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(100_000, 'page is too large')
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(50, 'limit must be at most 50')
    .default(DONATION_HISTORY_PAGE_SIZE),
});

/** The paging envelope of donor lists (DECISIONS.md). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A recurring gift (spec section 3); `nextPaymentDate` only while active (spec section 2). */
export const donorRecurringSchema = z.object({
  id: z.number(),
  amount: z.number(),
  interval: z.enum(recurringIntervals),
  status: z.enum(recurringStatuses),
  nextPaymentDate: z.string().nullable(),
  createdAt: z.string(),
  campaign: z.object({ id: z.number(), title: z.string() }),
});
export type DonorRecurring = z.infer<typeof donorRecurringSchema>;

export const recurringActionSchema = z.object({
  action: z.enum(['pause', 'resume', 'cancel'], { error: 'action must be pause, resume or cancel' }),
});
export type RecurringAction = z.infer<typeof recurringActionSchema>['action'];

export const recurringMessages = {
  notFound: 'Recurring donation not found',
  cancelledIsFinal: 'This recurring donation has been cancelled and cannot be changed.',
  alreadyPaused: 'This recurring donation is already paused.',
  alreadyActive: 'This recurring donation is already active.',
} as const;
