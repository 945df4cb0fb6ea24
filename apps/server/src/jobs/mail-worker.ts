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
import { outboxJobs, outboxQueueOptions, startRelay, type OutboxJob, type RelaySource } from './outbox-relay';

export const MAIL_QUEUE = 'mail-outbox';

export type MailJob = OutboxJob;

/** One job per outbox message; its key keeps a second job for the same message out while the first is alive. */
export const mailJobs = outboxJobs;

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
    options: outboxQueueOptions(retry, ATTEMPT_TIMEOUT_SECONDS),
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

/** The mail outbox for the relay (jobs/outbox-relay.ts). */
export const mailRelaySource = (db: Db): RelaySource => ({
  queue: MAIL_QUEUE,
  take: (limit) => takeDueMail(db, limit),
});

/** The relay of the mail outbox alone (server.ts runs one relay for every outbox). */
export function startOutboxRelay(opts: {
  db: Db;
  runner: Pick<JobRunner, 'insert'>;
  intervalMs?: number;
  onError: (error: unknown) => void;
}): { stop: () => Promise<void> } {
  return startRelay({ ...opts, sources: [mailRelaySource(opts.db)] });
}
