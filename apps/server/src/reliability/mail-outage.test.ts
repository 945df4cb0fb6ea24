import net from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { deliverDueMail } from '../test/deliver-mail';
import { createMailSender } from '../mail/mail-sender';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { donate } from '../test/donate';
import { makeCampaign, unique } from '../test/factories';
import { startSmtpStandIn, type SmtpStandIn } from './smtp-stand-in';

// Reliability (issue 10): the mail server refuses (421) or is not there at all; receipts of gifts made
// meanwhile wait in the outbox, nothing is lost or marked failed, and they go out once it accepts again.

const from = 'Causeway <no-reply@causeway.test>';
let t: TestApp;
let smtp: SmtpStandIn;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { donations: { limit: 1_000, windowSeconds: 60 } } });
  smtp = await startSmtpStandIn();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A port on which nothing listens: connections are refused outright. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function giftWithReceipt(campaignId: number) {
  const email = `${unique('mail')}@example.com`;
  const gift = await donate(t.app, {
    campaignId,
    amount: 2_500,
    guestEmail: email,
    guestFirstName: 'Ada',
    guestLastName: 'Mail',
  });
  expect(gift.confirmation.status).toBe('succeeded');
  return email;
}
const rowsFor = (addresses: string[]) => t.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, addresses));

describe('e-mail outage', () => {
  it('keeps receipts in the outbox while the mail server refuses or is gone, and sends each once when it is back', async () => {
    const campaign = await makeCampaign(t.db);
    const sender = createMailSender({ smtpUrl: smtp.url, dataDir: '/tmp/causeway-test-unused' });
    const gone = createMailSender({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, dataDir: '/tmp/unused' });

    smtp.refuse();
    const refused = await giftWithReceipt(campaign.id);
    const started = Date.now();
    expect(await deliverDueMail(t.db, sender, from)).toBe(0);
    const unreachable = await giftWithReceipt(campaign.id);
    expect(await deliverDueMail(t.db, gone, from)).toBe(0);

    const waiting = await rowsFor([refused, unreachable]);
    expect(waiting).toHaveLength(2);
    for (const row of waiting) {
      // Waiting for its next attempt a minute later: not sent, not given up.
      expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(started + 50_000);
    }
    expect(waiting.find((r) => r.toAddress === refused)!.lastError).toMatch(/421/);
    expect(waiting.find((r) => r.toAddress === unreachable)!.lastError).toMatch(/ECONNREFUSED/);
    expect(smtp.received).toHaveLength(0);

    // Not due yet: another drain leaves them alone.
    smtp.accept();
    expect(await deliverDueMail(t.db, sender, from)).toBe(0);

    // The minute passes; the mail server takes mail again.
    await t.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(inArray(mailOutbox.toAddress, [refused, unreachable]));
    expect(await deliverDueMail(t.db, sender, from)).toBe(2);
    expect(smtp.received.map((m) => m.to).sort()).toEqual([[refused], [unreachable]].sort());
    for (const mail of smtp.received) expect(mail.data).toMatch(/Subject: .*(receipt|Thank you)/i);
    const sent = await rowsFor([refused, unreachable]);
    expect(sent.map((r) => r.status)).toEqual(['sent', 'sent']);

    // Sent once: later drains find nothing to send.
    expect(await deliverDueMail(t.db, sender, from)).toBe(0);
    expect(smtp.received).toHaveLength(2);
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, refused));
    expect(row!.attempts).toBe(2);
  });
});
