import type { Db } from '../db/client';
import { deliverWebhooks, WEBHOOK_ATTEMPT_TIMEOUT_SECONDS, WEBHOOK_RETRY } from '../modules/webhooks/deliver-webhooks';
import { takeDueDeliveries } from '../modules/webhooks/webhook-deliveries.repository';
import type { QueueWorker } from './job-runner';
import { outboxQueueOptions, type OutboxJob, type OutboxRetry, type RelaySource } from './outbox-relay';

export const WEBHOOK_QUEUE = 'webhook-deliveries';

/**
 * The queue that sends webhook deliveries, like the mail queue: one job per delivery row, retried by pg-boss with
 * exponential backoff (WEBHOOK_RETRY); a failed job is a failed attempt, a completed one a delivery done with.
 */
export function webhookQueue(opts: {
  db: Db;
  allowPrivate: boolean;
  retry?: OutboxRetry;
  pollingIntervalSeconds?: number;
}): QueueWorker<OutboxJob> {
  const retry = opts.retry ?? WEBHOOK_RETRY;
  return {
    name: WEBHOOK_QUEUE,
    options: outboxQueueOptions(retry, WEBHOOK_ATTEMPT_TIMEOUT_SECONDS),
    batchSize: 20,
    pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2,
    async run(jobs) {
      const outcomes = await deliverWebhooks(
        opts.db,
        jobs.map((job) => job.data.outboxId),
        { allowPrivate: opts.allowPrivate, retry },
      );
      return jobs.map((job) => {
        const outcome = outcomes.get(job.data.outboxId)!;
        return outcome.status === 'retry'
          ? { id: job.id, status: 'failed', output: { message: outcome.error } }
          : { id: job.id, status: 'completed', output: outcome };
      });
    },
  };
}

/** The webhook deliveries for the relay (jobs/outbox-relay.ts). */
export const webhookRelaySource = (db: Db): RelaySource => ({
  queue: WEBHOOK_QUEUE,
  take: (limit) => takeDueDeliveries(db, limit),
});
