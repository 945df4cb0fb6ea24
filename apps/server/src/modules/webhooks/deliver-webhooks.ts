import type { Db } from '../../db/client';
import { longestRetryWaitSeconds, type OutboxRetry } from '../../jobs/outbox-relay';
import { recordAttempt, startDeliveryAttempts } from './webhook-deliveries.repository';
import { sendWebhook, WEBHOOK_TIMEOUT_MS, type AttemptResult } from './webhook-sender';

/**
 * Retried 9 times after the first attempt, from two minutes after it up to 8 hours apart (pg-boss's exponential
 * backoff with its random part): a delivery is given up 16 to 25 hours after its first failure, about a day, as
 * Stripe's and GitHub's webhooks do. docs/webhooks.md has the schedule.
 */
export const WEBHOOK_RETRY: OutboxRetry = { retries: 9, delaySeconds: 120, maxDelaySeconds: 8 * 60 * 60 };

/** How long a batch's attempts may take before the queue retries them (a process that died while sending). */
export const WEBHOOK_ATTEMPT_TIMEOUT_SECONDS = 5 * 60;

export type WebhookOutcome =
  | { status: 'succeeded' }
  /** Already delivered or given up (a second job for the same delivery): nothing was done. */
  | { status: 'skipped' }
  | { status: 'retry' | 'failed'; error: string };

export interface DeliverOptions {
  /** WEBHOOKS_ALLOW_PRIVATE: the SSRF guard is off. */
  allowPrivate: boolean;
  retry?: OutboxRetry;
  timeoutMs?: number;
}

/**
 * One attempt at each of these deliveries (a batch of the webhook queue's jobs), side by side: a slow receiver
 * does not hold up the others. Each outcome is recorded as soon as it is known.
 */
export async function deliverWebhooks(
  db: Db,
  ids: number[],
  options: DeliverOptions,
): Promise<Map<number, WebhookOutcome>> {
  const retry = options.retry ?? WEBHOOK_RETRY;
  const outcomes = new Map<number, WebhookOutcome>(ids.map((id) => [id, { status: 'skipped' }]));
  const targets = await startDeliveryAttempts(db, ids, WEBHOOK_ATTEMPT_TIMEOUT_SECONDS);
  await Promise.all(
    targets.map(async (target) => {
      const result: AttemptResult = target.enabled
        ? await sendWebhook(target, target, {
            allowPrivate: options.allowPrivate,
            timeoutMs: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
          })
        : { ok: false, responseStatus: null, responseBody: null, error: 'Endpoint disabled', durationMs: 0 };
      // The delivery's own count decides, not the job's: a job queued again for a lost one starts at no retries.
      const last = !target.enabled || target.attempts > retry.retries;
      await recordAttempt(
        db,
        target.id,
        result,
        result.ok || last ? null : longestRetryWaitSeconds(retry, target.attempts),
      );
      outcomes.set(
        target.id,
        result.ok ? { status: 'succeeded' } : { status: last ? 'failed' : 'retry', error: result.error ?? 'failed' },
      );
    }),
  );
  return outcomes;
}
