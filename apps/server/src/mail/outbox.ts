import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
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
  });
}

/** Several messages in one statement (the receipts of a batch of payments); same rules as enqueueMail. */
export async function enqueueMails(db: Executor, mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  const column = (pick: (mail: OutgoingMail) => string | undefined) => sql.param(mails.map((m) => pick(m) ?? null));
  // Arrays, not a VALUES list: one statement text (and prepared plan) for any number of messages.
  await db.execute(sql`
    insert into mail_outbox (to_address, subject, text_body, html_body, reply_to)
    select * from unnest(${column((m) => m.to)}::text[], ${column((m) => m.subject)}::text[],
      ${column((m) => m.text)}::text[], ${column((m) => m.html)}::text[], ${column((m) => m.replyTo)}::text[])`);
}

/** While a worker sends a claimed message, other workers skip it until this lease runs out. */
const CLAIM_LEASE = sql`now() + interval '5 minutes'`;

/** Claims up to `limit` due messages for this worker (SKIP LOCKED: concurrent workers get different rows). */
export async function claimDueMail(db: Executor, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(mailOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: CLAIM_LEASE })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** Marks the messages of one claimed batch that went out (one statement, whatever their number). */
export async function markSent(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(sql`${mailOutbox.id} = any(${sql.param(ids)}::int[])`);
}

export async function markFailedAttempt(db: Executor, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set(retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error, status: 'failed' })
    .where(eq(mailOutbox.id, id));
}
