import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { MailMessage, MailSender } from '../mail/mail-sender';
import { enqueueMail } from '../mail/outbox';
import { createTestDatabase } from '../test/test-database';
import { startJobRunner, type JobRunner } from './job-runner';
import { MAIL_QUEUE, mailJobs, mailQueue, startOutboxRelay } from './mail-worker';

// The mail queue on pg-boss, as two app processes run it: each has its own pg-boss and its own relay on one
// database. Retries wait one second, then two, so the backoff shows in seconds instead of minutes.

let database: DatabaseHandle;
const runners: JobRunner[] = [];
const relays: { stop: () => Promise<void> }[] = [];
/** Per recipient, the times of its attempts and the process that made them; `failing` says how many fail. */
const attempts = new Map<string, { at: number; by: string }[]>();
const failing = new Map<string, number>();

function sender(name: string): MailSender & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      const list = attempts.get(message.to) ?? [];
      list.push({ at: Date.now(), by: name });
      attempts.set(message.to, list);
      if (list.length <= (failing.get(message.to) ?? 0)) throw new Error('SMTP 421 service not available');
      sent.push(message);
    },
    describe: () => name,
  };
}
const processes = [sender('a'), sender('b')];

beforeAll(async () => {
  database = await createTestDatabase();
  for (const process of processes) {
    const runner = await startJobRunner({
      database,
      jobs: [],
      queues: [
        mailQueue({
          db: database.db,
          sender: process,
          from: async () => 'Causeway <no-reply@x.test>',
          retry: { retries: 2, delaySeconds: 1, maxDelaySeconds: 60 },
          pollingIntervalSeconds: 0.5,
        }),
      ],
      onError: (error) => console.error(error),
    });
    runners.push(runner);
    relays.push(startOutboxRelay({ db: database.db, runner, intervalMs: 200, onError: (e) => console.error(e) }));
  }
}, 90_000);
afterAll(async () => {
  for (const relay of relays) await relay.stop();
  for (const runner of runners) await runner.stop();
  await database.close();
});

const rowsTo = (addresses: string[]) =>
  database.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, addresses));

async function until(done: () => Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const settled = (addresses: string[]) => async () => (await rowsTo(addresses)).every((row) => row.status !== 'pending');

describe('the mail queue (pg-boss)', () => {
  it('sends each committed message once, whichever of two processes takes it', async () => {
    const addresses = Array.from({ length: 30 }, (_, i) => `once${i}@example.com`);
    await database.db.transaction(async (tx) => {
      for (const to of addresses) await enqueueMail(tx, { to, subject: 'Receipt', text: 'Thank you' });
    });
    await until(settled(addresses));
    const sent = processes.flatMap((p) => p.sent).filter((m) => addresses.includes(m.to));
    expect(sent.map((m) => m.to).sort()).toEqual([...addresses].sort());
    expect(sent[0]!.from).toBe('Causeway <no-reply@x.test>');
    expect((await rowsTo(addresses)).map((row) => [row.status, row.attempts])).toEqual(
      addresses.map(() => ['sent', 1]),
    );
  }, 30_000);

  it('retries a failing message with backoff, and marks it failed after the last attempt', async () => {
    failing.set('flaky@example.com', 2);
    failing.set('dead@example.com', 100);
    await enqueueMail(database.db, { to: 'flaky@example.com', subject: 's', text: 't' });
    await enqueueMail(database.db, { to: 'dead@example.com', subject: 's', text: 't' });
    await until(settled(['flaky@example.com', 'dead@example.com']));

    for (const to of ['flaky@example.com', 'dead@example.com']) {
      const times = attempts.get(to)!.map((a) => a.at);
      expect(times).toHaveLength(3);
      // pg-boss waited 1–2 s after the first failure and 2–4 s after the second (polling adds up to 0.5 s).
      expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(950);
      expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(1_950);
    }
    const [dead] = await rowsTo(['dead@example.com']);
    expect(dead).toMatchObject({ status: 'failed', attempts: 3, lastError: 'SMTP 421 service not available' });
    const [flaky] = await rowsTo(['flaky@example.com']);
    expect(flaky).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(processes.flatMap((p) => p.sent).filter((m) => m.to === 'flaky@example.com')).toHaveLength(1);
  }, 30_000);

  it('queues again a message whose job was lost, and a second job for a sent message sends nothing', async () => {
    // As a process that died during an attempt leaves it: pending, one attempt made, no job any more.
    const [lost] = await database.db
      .insert(mailOutbox)
      .values({
        toAddress: 'lost@example.com',
        subject: 's',
        textBody: 't',
        attempts: 1,
        nextAttemptAt: sql`now() + interval '1 hour'`,
      })
      .returning();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await rowsTo(['lost@example.com']))[0]).toMatchObject({ status: 'pending', attempts: 1 });

    // Its time to have been retried is past: the relay hands it to the queue again.
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, lost!.id));
    await until(settled(['lost@example.com']));
    expect((await rowsTo(['lost@example.com']))[0]).toMatchObject({ status: 'sent', attempts: 2 });

    await runners[0]!.insert(MAIL_QUEUE, mailJobs([lost!.id]));
    await until(async () => {
      const jobs = await database.db.execute(
        sql`select state from pgboss.job where name = ${MAIL_QUEUE} and singleton_key = ${String(lost!.id)}`,
      );
      const { rows } = jobs as unknown as { rows: { state: string }[] };
      return rows.length === 2 && rows.every((job) => job.state === 'completed');
    });
    expect(processes.flatMap((p) => p.sent).filter((m) => m.to === 'lost@example.com')).toHaveLength(1);
  }, 30_000);
});
