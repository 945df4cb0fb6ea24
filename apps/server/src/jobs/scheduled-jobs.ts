import type { Db } from '../db/client';
import type { Payments } from '../modules/payments/create-payments';
import { reconcilePendingDonations } from '../modules/payments/reconcile';
import { chargeDueRenewals } from '../modules/recurring/renewals.service';
import { sendFundraiserNotices } from '../modules/fundraiser-gifts/fundraiser-notices';
import type { ScheduledJob } from './job-runner';
import { pruneExpiredRows } from './prune';

export const RECONCILE_JOB = 'payments-reconcile';
export const PRUNE_JOB = 'prune-expired-rows';
export const FUNDRAISER_NOTICES_JOB = 'fundraiser-notices';
export const RECURRING_RENEWALS_JOB = 'recurring-renewals';
/** Every scheduled job's name: what an operator may run now (POST /api/admin/jobs/:name/run). */
export const SCHEDULED_JOB_NAMES = [PRUNE_JOB, RECONCILE_JOB, FUNDRAISER_NOTICES_JOB, RECURRING_RENEWALS_JOB] as const;
export type ScheduledJobName = (typeof SCHEDULED_JOB_NAMES)[number];

/** The recurring work of every app process. */
export function scheduledJobs(
  db: Db,
  payments: Payments,
  opts: { reconcileAfterMs?: number; publicUrl: string },
): ScheduledJob[] {
  const jobs: ScheduledJob[] = [
    { name: PRUNE_JOB, cron: '17 3 * * *', run: () => pruneExpiredRows(db) },
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
  // The fundraisers' e-mails about gifts through their pages (issue 25): each page hears at most once an hour
  // (FUNDRAISER_NOTICE_MINUTES); run every five minutes, so the first gift after a quiet hour is told soon.
  jobs.push({
    name: FUNDRAISER_NOTICES_JOB,
    cron: '*/5 * * * *',
    run: () => sendFundraiserNotices({ db, publicUrl: opts.publicUrl }),
  });
  // Stripe charges its own subscriptions and reports them by webhook; the sandbox charges from here.
  if (payments.sandbox) {
    jobs.push({
      name: RECURRING_RENEWALS_JOB,
      cron: '* * * * *',
      run: () => chargeDueRenewals({ db, applyEvent: payments.applyEvent }),
    });
  }
  return jobs;
}
