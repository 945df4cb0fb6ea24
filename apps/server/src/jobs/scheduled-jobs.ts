import type { Db } from '../db/client';
import type { Payments } from '../modules/payments/create-payments';
import { reconcilePendingDonations } from '../modules/payments/reconcile';
import { chargeDueRenewals } from '../modules/recurring/renewals.service';
import type { ScheduledJob } from './job-runner';

/** The recurring work of every app process. */
export function scheduledJobs(db: Db, payments: Payments): ScheduledJob[] {
  const jobs: ScheduledJob[] = [
    {
      name: 'payments-reconcile',
      cron: '*/5 * * * *',
      run: () => reconcilePendingDonations({ db, provider: payments.provider, applyEvent: payments.applyEvent }),
    },
  ];
  // Stripe charges its own subscriptions and reports them by webhook; the sandbox charges from here.
  if (payments.sandbox) {
    jobs.push({
      name: 'recurring-renewals',
      cron: '* * * * *',
      run: () => chargeDueRenewals({ db, applyEvent: payments.applyEvent }),
    });
  }
  return jobs;
}
