import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages as messages } from '@causeway/contracts';
import { contactMessages, mailOutbox } from '../../db/schema';
import { deliverDueMail } from '../../test/deliver-mail';
import { createMailSender } from '../../mail/mail-sender';
import { saveOrganizationSettings } from '../settings/settings.service';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { contact: { limit: 3, windowSeconds: 3600 } } });
});
afterAll(() => t.close());

const valid = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'donation',
  message: 'Can I give by cheque?',
};
const send = (payload: unknown, ip = '192.0.2.10') =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress: ip });

describe('POST /api/contact', () => {
  it('stores the message and e-mails it to the support address, reply-to the sender', async () => {
    await saveOrganizationSettings(t.db, { supportEmail: 'help@charity.example' });
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toContain('within 24 hours');
    const [stored] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'grace@example.com'));
    expect(stored).toMatchObject({ name: 'Grace Hopper', subject: 'donation', message: 'Can I give by cheque?' });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.replyTo, 'grace@example.com'));
    expect(mail).toMatchObject({ toAddress: 'help@charity.example', status: 'pending' });
    expect(mail!.subject).toContain('Donation question from Grace Hopper');
    expect(mail!.textBody).toContain('Can I give by cheque?');

    const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-mail-'));
    const delivered = await deliverDueMail(t.db, createMailSender({ dataDir: outbox }), 'Causeway <no-reply@x.test>');
    expect(delivered).toBeGreaterThanOrEqual(1);
    const files = fs.readdirSync(path.join(outbox, 'outbox'));
    const eml = files.map((f) => fs.readFileSync(path.join(outbox, 'outbox', f), 'utf8')).join('\n');
    expect(eml).toContain('To: help@charity.example');
    expect(eml).toContain('Reply-To: grace@example.com');
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  it.each([
    ['name', { name: '  ' }, messages.nameRequired],
    ['email', { email: 'grace' }, messages.emailInvalid],
    ['subject', { subject: 'gossip' }, messages.subjectRequired],
    ['message', { message: '' }, messages.messageRequired],
    ['message', { message: 'x'.repeat(5001) }, messages.messageTooLong],
  ])('refuses a bad %s with its message and stores nothing', async (field, change, message) => {
    const before = await t.db.select().from(contactMessages);
    const res = await send({ ...valid, ...change }, '192.0.2.20');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().fieldErrors[field]).toContain(message);
    expect(await t.db.select().from(contactMessages)).toHaveLength(before.length);
  });

  it('requires all four fields', async () => {
    const res = await send({}, '192.0.2.21');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('is rate-limited per address', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await send(valid, '192.0.2.30')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await send(valid, '192.0.2.30')).json().message).toBe(messages.tooMany);
  });
});
