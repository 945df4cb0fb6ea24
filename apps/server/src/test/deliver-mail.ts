import type { Db } from '../db/client';
import { deliverOutboxMessages, type MailFrom } from '../mail/deliver-outbox';
import type { MailSender } from '../mail/mail-sender';
import { takeDueMail } from '../mail/outbox';

/**
 * What the relay and the mail queue do with the messages due now, done at once in the test's process: the relay's
 * statement takes them and the queue's handler makes one attempt at each (for tests about what is sent; the queue
 * itself is tested in jobs/mail-worker.test.ts). Returns how many went out.
 */
export async function deliverDueMail(db: Db, sender: MailSender, from: MailFrom): Promise<number> {
  const outcomes = await deliverOutboxMessages(db, sender, from, await takeDueMail(db, 1_000));
  return [...outcomes.values()].filter((outcome) => outcome.status === 'sent').length;
}
