import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { mailOutbox } from '../db/schema';
import { dueAgainIn, takeDueRows } from '../jobs/outbox-relay';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Headers of this message alone (an update e-mail's List-Unsubscribe pair). */
  headers?: Record<string, string>;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Queues a message. Call it inside the transaction that makes the message true (a stored contact message,
 * a succeeded donation), so a crash can neither lose the e-mail nor send one for something that never happened.
 */
export async function enqueueMail(db: Executor, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values({
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    replyTo: mail.replyTo,
    headers: mail.headers,
  });
}

/** Several messages in one statement (the receipts of a batch of payments); same rules as enqueueMail. */
export async function enqueueMails(db: Executor, mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  const column = (pick: (mail: OutgoingMail) => string | undefined) => sql.param(mails.map((m) => pick(m) ?? null));
  // Arrays, not a VALUES list: one statement text (and prepared plan) for any number of messages.
  await db.execute(sql`
    insert into mail_outbox (to_address, subject, text_body, html_body, reply_to, headers)
    select * from unnest(${column((m) => m.to)}::text[], ${column((m) => m.subject)}::text[],
      ${column((m) => m.text)}::text[], ${column((m) => m.html)}::text[], ${column((m) => m.replyTo)}::text[],
      ${column((m) => (m.headers ? JSON.stringify(m.headers) : undefined))}::jsonb[])`);
}

// When the relay takes a pending message again: jobs/outbox-relay.ts.

/** Takes up to `limit` due messages for the queue (takeDueRows). */
export const takeDueMail = (db: Executor, limit: number) => takeDueRows(db, mailOutbox, limit);

/**
 * Starts an attempt at each of these messages that is still pending, and returns them; a message already sent or
 * given up is left alone. `timeoutSeconds`: how long the attempt may take before the queue retries it.
 */
export async function startAttempts(db: Executor, ids: number[], timeoutSeconds: number): Promise<OutboxRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: dueAgainIn(timeoutSeconds) })
    .where(and(sql`${mailOutbox.id} = any(${sql.param(ids)}::int[])`, eq(mailOutbox.status, 'pending')))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** Marks the messages of one batch that went out (one statement, whatever their number). */
export async function markSent(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(sql`${mailOutbox.id} = any(${sql.param(ids)}::int[])`);
}

/** `retryWithinSeconds`: the longest the queue waits before the next attempt; null: that was the last one. */
export async function markFailedAttempt(
  db: Executor,
  id: number,
  error: string,
  retryWithinSeconds: number | null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryWithinSeconds === null
        ? { lastError: error, status: 'failed' }
        : { lastError: error, nextAttemptAt: dueAgainIn(retryWithinSeconds) },
    )
    .where(eq(mailOutbox.id, id));
}
