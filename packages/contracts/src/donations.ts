export const donationStatuses = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type DonationStatus = (typeof donationStatuses)[number];

export const donationTypes = ['one_time', 'recurring'] as const;
export type DonationType = (typeof donationTypes)[number];

export const recurringIntervals = ['monthly', 'quarterly', 'yearly'] as const;
export type RecurringInterval = (typeof recurringIntervals)[number];

export const recurringStatuses = ['active', 'paused', 'cancelled'] as const;
export type RecurringStatus = (typeof recurringStatuses)[number];
