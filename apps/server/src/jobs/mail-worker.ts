import type { JobInsert } from 'pg-boss';
import type { Db } from '../db/client';
import {
  ATTEMPT_TIMEOUT_SECONDS,
  deliverOutboxMessages,
  MAIL_RETRY,
  type MailFrom,
  type MailRetry,
} from '../mail/deliver-outbox';
import type { MailSender } from '../mail/mail-sender';
import { takeDueMail } from '../mail/outbox';
import type { JobRunner, QueueWorker } from './job-runner';

export const MAIL_QUEUE = 'mail-outbox';

export interface MailJob {
  outboxId: number;
}

/** One job per outbox message; its key keeps a second job for the same message out while the first is alive. */
export const mailJobs = (ids: number[]): JobInsert<MailJob>[] =>
  ids.map((outboxId) => ({ data: { outboxId }, singletonKey: String(outboxId) }));

/** The queue that sends the outbox's messages: any app process may work it, each message in one at a time. */
export function mailQueue(opts: {
  db: Db;
  sender: MailSender;
  from: MailFrom;
  retry?: MailRetry;
  pollingIntervalSeconds?: number;
}): QueueWorker<MailJob> {
  const retry = opts.retry ?? MAIL_RETRY;
  return {
    name: MAIL_QUEUE,
    options: {
      // At most one queued, waiting-to-retry or active job per key (the outbox id).
      policy: 'exclusive',
      retryLimit: retry.retries,
      retryDelay: retry.delaySeconds,
      retryBackoff: true,
      retryDelayMax: retry.maxDelaySeconds,
      expireInSeconds: ATTEMPT_TIMEOUT_SECONDS,
      // The outbox row is the record of what was sent; the finished job is not kept long.
      deleteAfterSeconds: 24 * 60 * 60,
    },
    batchSize: 20,
    pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2,
    async run(jobs) {
      const outcomes = await deliverOutboxMessages(
        opts.db,
        opts.sender,
        opts.from,
        jobs.map((job) => job.data.outboxId),
        retry,
      );
      return jobs.map((job) => {
        const outcome = outcomes.get(job.data.outboxId)!;
        return 'error' in outcome
          ? { id: job.id, status: 'failed', output: { message: outcome.error } }
          : { id: job.id, status: 'completed', output: outcome };
      });
    },
  };
}

/**
 * Hands the outbox's due messages to the mail queue every couple of seconds. The business transaction writes the
 * message to the outbox table only (services do not hold the queue, and a job sent after the commit would be lost
 * with a process that dies in between); the relay moves committed messages to the queue, and also any message
 * whose job was lost. pg-boss's own schedules fire once a minute: too slow for a receipt.
 */
export function startOutboxRelay(opts: {
  db: Db;
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
      for (;;) {
        const ids = await takeDueMail(opts.db, 500);
        await opts.runner.insert(MAIL_QUEUE, mailJobs(ids));
        if (ids.length < 500) break;
      }
    } catch (error) {
      opts.onError(error);
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
