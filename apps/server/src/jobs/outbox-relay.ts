import type { JobInsert, Queue } from 'pg-boss';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { mailOutbox, webhookDeliveries } from '../db/schema';
import type { JobRunner } from './job-runner';

/**
 * The machinery shared by the outbox tables (mail_outbox, webhook_deliveries): a business transaction writes a
 * row; a relay moves committed rows to a pg-boss queue, one job per row; the queue's worker makes one attempt per
 * job, and pg-boss retries a failed job with exponential backoff. The row's own `next_attempt_at` says when the
 * relay must hand it over again because nothing is taking care of it any more.
 */

/** How a queue retries a row whose attempt failed (pg-boss's exponential backoff). */
export interface OutboxRetry {
  /** Attempts after the first; after the last one fails, the row is marked failed. */
  retries: number;
  /** The first retry waits this long to twice as long; each next one twice as long as the one before. */
  delaySeconds: number;
  maxDelaySeconds: number;
}

/**
 * The longest pg-boss waits before retrying after failed attempt number `attempt` (1 = the first): its backoff
 * waits delay × 2^(attempt − 1) × (1 + a random fraction), capped (plans.js, retry_backoff).
 */
export function longestRetryWaitSeconds(retry: OutboxRetry, attempt: number): number {
  return Math.ceil(Math.min(retry.maxDelaySeconds, retry.delaySeconds * 2 ** Math.min(16, attempt - 1) * 2));
}

/**
 * `next_attempt_at` is when the relay takes a pending row: at once for a new one; for one the queue has, this
 * margin after the latest its next attempt should have started. Past that, nothing is taking care of it any more
 * (a process died after the relay took it, or during an attempt) and the relay hands it to the queue again. The
 * queue keeps one job per row, so a row whose job is in fact still waiting is not queued twice.
 */
const LOST_AFTER_SECONDS = 10 * 60;
export const dueAgainIn = (seconds: number) =>
  sql`now() + ${seconds + LOST_AFTER_SECONDS}::integer * interval '1 second'`;

/** The outbox tables: each has an id, a status ('pending' until done with) and a next_attempt_at. */
type OutboxTable = typeof mailOutbox | typeof webhookDeliveries;

/**
 * Takes up to `limit` due rows of an outbox for its queue: new ones, and pending ones nothing is taking care of
 * any more (SKIP LOCKED: relays in other processes take other rows). Each taken row is due again only once it
 * is lost (dueAgainIn). Its ids, ascending.
 */
export async function takeDueRows(db: Executor, t: OutboxTable, limit: number): Promise<number[]> {
  const due = db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.status, 'pending'), lte(t.nextAttemptAt, sql`now()`)))
    .orderBy(t.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const taken = await db
    .update(t)
    .set({ nextAttemptAt: dueAgainIn(0) })
    .where(inArray(t.id, due))
    .returning({ id: t.id });
  return taken.map((row) => row.id).sort((a, b) => a - b);
}

export interface OutboxJob {
  outboxId: number;
}

/** One job per row; its key keeps a second job for the same row out while the first is alive. */
export const outboxJobs = (ids: number[]): JobInsert<OutboxJob>[] =>
  ids.map((outboxId) => ({ data: { outboxId }, singletonKey: String(outboxId) }));

/** The queue options of an outbox queue: any app process may work it, each row in one at a time. */
export function outboxQueueOptions(retry: OutboxRetry, attemptTimeoutSeconds: number): Omit<Queue, 'name'> {
  return {
    // At most one queued, waiting-to-retry or active job per key (the row's id).
    policy: 'exclusive',
    retryLimit: retry.retries,
    retryDelay: retry.delaySeconds,
    retryBackoff: true,
    retryDelayMax: retry.maxDelaySeconds,
    expireInSeconds: attemptTimeoutSeconds,
    // The row is the record of what was sent; the finished job is not kept long.
    deleteAfterSeconds: 24 * 60 * 60,
  };
}

/** An outbox the relay empties into its queue: `take` claims up to `limit` due rows (SKIP LOCKED). */
export interface RelaySource {
  queue: string;
  take: (limit: number) => Promise<number[]>;
}

/**
 * Hands the outboxes' due rows to their queues every couple of seconds. The business transaction writes the row
 * only (services do not hold the queue, and a job sent after the commit would be lost with a process that dies in
 * between); the relay moves committed rows to the queue, and also any row whose job was lost. pg-boss's own
 * schedules fire once a minute: too slow for a receipt.
 */
export function startRelay(opts: {
  sources: RelaySource[];
  runner: Pick<JobRunner, 'insert'>;
  intervalMs?: number;
  onError: (error: unknown) => void;
}): { stop: () => Promise<void> } {
  let busy = false;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    // A slow relay is never overlapped by the next tick of the same process.
    if (busy || stopped) return;
    busy = true;
    try {
      for (const source of opts.sources) {
        // One outbox failing does not hold the others up.
        try {
          for (;;) {
            const ids = await source.take(500);
            await opts.runner.insert(source.queue, outboxJobs(ids));
            if (ids.length < 500) break;
          }
        } catch (error) {
          opts.onError(error);
        }
      }
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => (running = tick()), opts.intervalMs ?? 2_000);
  running = tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
