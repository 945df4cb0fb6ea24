import type { Db } from '../db/client';
import type { MailSender } from './mail-sender';
import { markFailedAttempt, markSent, startAttempts } from './outbox';
import { longestRetryWaitSeconds, type OutboxRetry } from '../jobs/outbox-relay';

/** How the mail queue retries a message whose sending failed (pg-boss's exponential backoff). */
export type MailRetry = OutboxRetry;

/**
 * Retried 11 times, from a minute after the first failure up to 12 hours apart: a message is given up 29 to 41
 * hours after its first failure, as long as a mail server outage the old fixed schedule rode out (1, 5, 30, 120,
 * 720 and 1440 minutes: 39 hours). Six doublings from a minute would have given up after one or two hours.
 */
export const MAIL_RETRY: MailRetry = { retries: 11, delaySeconds: 60, maxDelaySeconds: 12 * 60 * 60 };

/** How long one attempt may take before the queue retries it (a process that died while sending). */
export const ATTEMPT_TIMEOUT_SECONDS = 15 * 60;

export { longestRetryWaitSeconds };

/** The From header, or how to find it when there is mail to send (the Email settings, read fresh each batch). */
export type MailFrom = string | (() => Promise<string>);

export type DeliveryOutcome =
  | { status: 'sent' }
  /** Already sent or given up (a second job for the same message): nothing was done. */
  | { status: 'skipped' }
  | { status: 'retry' | 'failed'; error: string };

/**
 * One attempt at each of these outbox messages (a batch of the mail queue's jobs). A message that went out is
 * marked sent; one whose sending failed keeps its error and waits for the queue's retry, or is marked failed after
 * the last attempt. The messages that went out are marked sent together, after the batch: a crash in between
 * sends them again when the queue retries their jobs (as it would the one message being sent), never loses one.
 */
export async function deliverOutboxMessages(
  db: Db,
  sender: MailSender,
  from: MailFrom,
  ids: number[],
  retry: MailRetry = MAIL_RETRY,
): Promise<Map<number, DeliveryOutcome>> {
  const outcomes = new Map<number, DeliveryOutcome>(ids.map((id) => [id, { status: 'skipped' }]));
  const rows = await startAttempts(db, ids, ATTEMPT_TIMEOUT_SECONDS);
  const delivered: number[] = [];
  let fromHeader: string | undefined;
  for (const row of rows) {
    try {
      // Looked up once per batch, and only when there is mail; a failed lookup is a failed attempt, retried.
      fromHeader ??= typeof from === 'string' ? from : await from();
      await sender.send(
        {
          from: fromHeader,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody ?? undefined,
          replyTo: row.replyTo ?? undefined,
          headers: row.headers ?? undefined,
        },
        row.id,
      );
      delivered.push(row.id);
      outcomes.set(row.id, { status: 'sent' });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // The message's own count decides, not the job's: a job queued again for a lost one starts at no retries.
      const last = row.attempts > retry.retries;
      await markFailedAttempt(db, row.id, message, last ? null : longestRetryWaitSeconds(retry, row.attempts));
      outcomes.set(row.id, { status: last ? 'failed' : 'retry', error: message });
    }
  }
  await markSent(db, delivered);
  return outcomes;
}
