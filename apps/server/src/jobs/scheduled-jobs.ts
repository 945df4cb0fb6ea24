import type { Db } from '../db/client';
import type { Payments } from '../modules/payments/create-payments';
import { reconcilePendingDonations } from '../modules/payments/reconcile';
import { chargeDueRenewals } from '../modules/recurring/renewals.service';
import type { ScheduledJob } from './job-runner';
import { pruneExpiredRows } from './prune';

export const RECONCILE_JOB = 'payments-reconcile';

/** The recurring work of every app process. */
export function scheduledJobs(db: Db, payments: Payments, opts: { reconcileAfterMs?: number } = {}): ScheduledJob[] {
  const jobs: ScheduledJob[] = [
    { name: 'prune-expired-rows', cron: '17 3 * * *', run: () => pruneExpiredRows(db) },
    {
      name: RECONCILE_JOB,
      cron: '*/5 * * * *',
      run: () =>
        reconcilePendingDonations({
          db,
          provider: payments.provider,
          applyEvent: payments.applyEvent,
          afterMs: opts.reconcileAfterMs,
        }),
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
