import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { mailOutbox } from '../db/schema';
import { createTestDatabase } from '../test/test-database';
import { deliverDueMail } from './deliver-outbox';
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

describe('deliverDueMail', () => {
  it('keeps a message whose sending failed and sends it on a later attempt', async () => {
    await enqueueMail(database.db, { to: 'retry@example.com', subject: 'Receipt', text: 'Thank you' });
    const flaky = recordingSender(1);
    expect(await deliverDueMail(database.db, flaky, 'from@x.test')).toBe(0);
    const [afterFailure] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'retry@example.com'));
    expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP 451 try again later' });
    expect(afterFailure!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);

    // Not due yet: nothing happens.
    expect(await deliverDueMail(database.db, flaky, 'from@x.test')).toBe(0);
    await database.db.update(mailOutbox).set({ nextAttemptAt: new Date() }).where(eq(mailOutbox.id, afterFailure!.id));
    expect(await deliverDueMail(database.db, flaky, 'from@x.test')).toBe(1);
    expect(flaky.sent[0]).toMatchObject({ to: 'retry@example.com', from: 'from@x.test', subject: 'Receipt' });
    const [done] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, afterFailure!.id));
    expect(done).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('gives up after the last retry and marks the message failed', async () => {
    await enqueueMail(database.db, { to: 'dead@example.com', subject: 'x', text: 'y' });
    const broken = recordingSender(100);
    for (let i = 0; i < 7; i++) {
      await database.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date() })
        .where(eq(mailOutbox.toAddress, 'dead@example.com'));
      await deliverDueMail(database.db, broken, 'from@x.test');
    }
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'dead@example.com'));
    expect(row).toMatchObject({ status: 'failed', attempts: 7 });
  });

  it('sends each message once when two workers drain at the same time', async () => {
    for (let i = 0; i < 30; i++)
      await enqueueMail(database.db, { to: `race${i}@example.com`, subject: 's', text: 't' });
    const a = recordingSender();
    const b = recordingSender();
    await Promise.all([deliverDueMail(database.db, a, 'f@x.test', 5), deliverDueMail(database.db, b, 'f@x.test', 5)]);
    const recipients = [...a.sent, ...b.sent].map((m) => m.to).filter((to) => to.startsWith('race'));
    expect(recipients).toHaveLength(30);
    expect(new Set(recipients).size).toBe(30);
  });
});
