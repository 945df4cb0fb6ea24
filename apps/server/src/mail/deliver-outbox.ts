import type { Db } from '../db/client';
import type { MailSender } from './mail-sender';
import { claimDueMail, markFailedAttempt, markSent } from './outbox';

/** Minutes to wait after the n-th failed attempt; after the last, the message is marked failed. */
export const RETRY_DELAYS_MINUTES = [1, 5, 30, 120, 720, 1440];

/** The From header, or how to find it when there is mail to send (the Email settings, read fresh each drain). */
export type MailFrom = string | (() => Promise<string>);

/**
 * Sends every due message once; a failure is retried later, so a failing SMTP server loses nothing. The messages
 * of a claimed batch that went out are marked sent together, after the batch: a crash in between sends them again
 * when their lease runs out (as it would the one message being sent), never loses one.
 */
export async function deliverDueMail(db: Db, sender: MailSender, from: MailFrom, batch = 20): Promise<number> {
  let sent = 0;
  let fromHeader: string | undefined;
  for (;;) {
    const rows = await claimDueMail(db, batch);
    const delivered: number[] = [];
    for (const row of rows) {
      try {
        // Looked up once per drain, and only when there is mail; a failed lookup is a failed attempt, retried.
        fromHeader ??= typeof from === 'string' ? from : await from();
        await sender.send(
          {
            from: fromHeader,
            to: row.toAddress,
            subject: row.subject,
            text: row.textBody,
            html: row.htmlBody ?? undefined,
            replyTo: row.replyTo ?? undefined,
          },
          row.id,
        );
        delivered.push(row.id);
      } catch (error) {
        const delay = RETRY_DELAYS_MINUTES[row.attempts - 1];
        const retryAt = delay === undefined ? null : new Date(Date.now() + delay * 60_000);
        await markFailedAttempt(db, row.id, error instanceof Error ? error.message : String(error), retryAt);
      }
    }
    await markSent(db, delivered);
    sent += delivered.length;
    if (rows.length < batch) return sent;
  }
}
