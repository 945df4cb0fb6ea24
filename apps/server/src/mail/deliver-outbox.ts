import type { Db } from '../db/client';
import type { MailSender } from './mail-sender';
import { claimDueMail, markFailedAttempt, markSent } from './outbox';

/** Minutes to wait after the n-th failed attempt; after the last, the message is marked failed. */
export const RETRY_DELAYS_MINUTES = [1, 5, 30, 120, 720, 1440];

/** Sends every due message once; a failure is retried later, so a failing SMTP server loses nothing. */
export async function deliverDueMail(db: Db, sender: MailSender, from: string, batch = 20): Promise<number> {
  let sent = 0;
  for (;;) {
    const rows = await claimDueMail(db, batch);
    for (const row of rows) {
      try {
        await sender.send(
          {
            from,
            to: row.toAddress,
            subject: row.subject,
            text: row.textBody,
            html: row.htmlBody ?? undefined,
            replyTo: row.replyTo ?? undefined,
          },
          row.id,
        );
        await markSent(db, row.id);
        sent += 1;
      } catch (error) {
        const delay = RETRY_DELAYS_MINUTES[row.attempts - 1];
        const retryAt = delay === undefined ? null : new Date(Date.now() + delay * 60_000);
        await markFailedAttempt(db, row.id, error instanceof Error ? error.message : String(error), retryAt);
      }
    }
    if (rows.length < batch) return sent;
  }
}
