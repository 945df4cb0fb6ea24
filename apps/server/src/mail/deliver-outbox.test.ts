import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { mailOutbox } from '../db/schema';
import { deliverDueMail } from '../test/deliver-mail';
import { createTestDatabase } from '../test/test-database';
import { deliverOutboxMessages, longestRetryWaitSeconds, MAIL_RETRY } from './deliver-outbox';
import type { MailMessage, MailSender } from './mail-sender';
import { enqueueMail } from './outbox';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function recordingSender(failFirst = 0): MailSender & { sent: MailMessage[] } {
  let failures = failFirst;
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      if (failures-- > 0) throw new Error('SMTP 451 try again later');
      sent.push(message);
    },
    describe: () => 'memory',
  };
}

const rowTo = async (to: string) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)))[0]!;
const makeDue = (to: string) =>
  database.db.update(mailOutbox).set({ nextAttemptAt: new Date() }).where(eq(mailOutbox.toAddress, to));

describe('the outbox relay and the mail queue handler', () => {
  it('keeps a message whose sending failed and sends it on a later attempt', async () => {
    await enqueueMail(database.db, { to: 'retry@example.com', subject: 'Receipt', text: 'Thank you' });
    const flaky = recordingSender(1);
    expect(await deliverDueMail(database.db, flaky, 'from@x.test')).toBe(0);
    const afterFailure = await rowTo('retry@example.com');
    expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP 451 try again later' });
    // The queue retries it within two minutes; only a message forgotten past that is the relay's again.
    expect(afterFailure.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 120_000);

    // Not due yet: the relay leaves it to the queue's retry.
    expect(await deliverDueMail(database.db, flaky, 'from@x.test')).toBe(0);
    await makeDue('retry@example.com');
    expect(await deliverDueMail(database.db, flaky, 'from@x.test')).toBe(1);
    expect(flaky.sent[0]).toMatchObject({ to: 'retry@example.com', from: 'from@x.test', subject: 'Receipt' });
    expect(await rowTo('retry@example.com')).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('gives up after the last retry and marks the message failed', async () => {
    await enqueueMail(database.db, { to: 'dead@example.com', subject: 'x', text: 'y' });
    const broken = recordingSender(100);
    for (let i = 0; i < MAIL_RETRY.retries; i++) {
      await makeDue('dead@example.com');
      await deliverDueMail(database.db, broken, 'from@x.test');
      expect(await rowTo('dead@example.com')).toMatchObject({ status: 'pending', attempts: i + 1 });
    }
    await makeDue('dead@example.com');
    const { id } = await rowTo('dead@example.com');
    const outcomes = await deliverOutboxMessages(database.db, broken, 'from@x.test', [id]);
    expect(outcomes.get(id)).toEqual({ status: 'failed', error: 'SMTP 451 try again later' });
    expect(await rowTo('dead@example.com')).toMatchObject({
      status: 'failed',
      attempts: MAIL_RETRY.retries + 1,
      lastError: 'SMTP 451 try again later',
    });
  });

  it('does nothing for a message already sent or given up (a second job for it)', async () => {
    await enqueueMail(database.db, { to: 'once@example.com', subject: 's', text: 't' });
    const sender = recordingSender();
    await deliverDueMail(database.db, sender, 'f@x.test');
    const sent = await rowTo('once@example.com');
    const failed = await rowTo('dead@example.com');
    const outcomes = await deliverOutboxMessages(database.db, sender, 'f@x.test', [sent.id, failed.id]);
    expect([...outcomes.values()]).toEqual([{ status: 'skipped' }, { status: 'skipped' }]);
    expect(sender.sent.map((m) => m.to)).toEqual(['once@example.com']);
    expect(await rowTo('once@example.com')).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('hands each message to one relay when two relays run at the same time', async () => {
    for (let i = 0; i < 30; i++)
      await enqueueMail(database.db, { to: `race${i}@example.com`, subject: 's', text: 't' });
    const a = recordingSender();
    const b = recordingSender();
    await Promise.all([deliverDueMail(database.db, a, 'f@x.test'), deliverDueMail(database.db, b, 'f@x.test')]);
    const recipients = [...a.sent, ...b.sent].map((m) => m.to).filter((to) => to.startsWith('race'));
    expect(recipients).toHaveLength(30);
    expect(new Set(recipients).size).toBe(30);
  });

  it('waits longer after each failure, from one or two minutes up to 12 hours', () => {
    const waits = Array.from({ length: MAIL_RETRY.retries }, (_, i) => longestRetryWaitSeconds(MAIL_RETRY, i + 1));
    expect(waits.slice(0, 4)).toEqual([120, 240, 480, 960]);
    expect(waits.at(-1)).toBe(12 * 60 * 60);
  });
});
