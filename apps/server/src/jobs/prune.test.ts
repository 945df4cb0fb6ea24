import { addDays, subDays } from '@causeway/contracts';
import { addMinutes, subMilliseconds, subMinutes, subSeconds } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import {
  authChallenges,
  accountTokens,
  errorReports,
  idempotentRequests,
  rateLimitCounters,
  sessions,
  webhookDeliveries,
  webhookEndpoints,
} from '../db/schema';
import { makeUser } from '../test/factories';
import { createTestDatabase } from '../test/test-database';
import { pruneExpiredRows } from './prune';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('pruneExpiredRows', () => {
  it('removes expired sessions, dead rate-limit windows, old idempotency keys, expired links and sign-in challenges, error reports not seen for 30 days and webhook deliveries done with for 30 days, and keeps the rest', async () => {
    const user = await makeUser(database.db);
    const now = new Date();
    await database.db.insert(sessions).values([
      { tokenHash: 'expired', userId: user.id, expiresAt: subSeconds(now, 1) },
      { tokenHash: 'live', userId: user.id, expiresAt: addDays(now, 1) },
    ]);
    await database.db.insert(rateLimitCounters).values([
      { key: 'old', windowStartedAt: subDays(now, 2), hits: 3 },
      { key: 'current', windowStartedAt: subMinutes(now, 1), hits: 1 },
    ]);
    await database.db.insert(idempotentRequests).values([
      { key: 'old-key', requestHash: 'h', createdAt: subDays(now, 8) },
      { key: 'new-key', requestHash: 'h' },
    ]);
    await database.db.insert(accountTokens).values([
      {
        tokenHash: 'dead-link',
        userId: user.id,
        purpose: 'password_reset',
        email: user.email,
        expiresAt: subMilliseconds(now, 1),
      },
      {
        tokenHash: 'live-link',
        userId: user.id,
        purpose: 'email_verification',
        email: user.email,
        expiresAt: addDays(now, 1),
      },
    ]);
    await database.db.insert(authChallenges).values([
      { keyHash: 'dead-step', purpose: 'second_factor', userId: user.id, expiresAt: subSeconds(now, 1) },
      { keyHash: 'live-challenge', purpose: 'passkey_sign_in', expiresAt: addMinutes(now, 5) },
    ]);
    const report = { level: 'error' as const, message: 'TypeError: x is undefined' };
    await database.db.insert(errorReports).values([
      // Seen last 31 days ago: gone. First seen 40 days ago but seen again yesterday: kept.
      {
        ...report,
        fingerprint: 'stale',
        createdAt: subDays(now, 40),
        lastSeenAt: subDays(now, 31),
      },
      {
        ...report,
        fingerprint: 'recurring',
        createdAt: subDays(now, 40),
        lastSeenAt: subDays(now, 1),
      },
      { ...report, fingerprint: 'almost-30-days', lastSeenAt: subDays(now, 29) },
    ]);
    const [endpoint] = await database.db
      .insert(webhookEndpoints)
      .values({ url: 'https://203.0.113.1/', secret: 'whsec_x', events: ['donation.succeeded'] })
      .returning();
    const delivery = { endpointId: endpoint!.id, eventType: 'donation.succeeded', payload: '{}' };
    await database.db.insert(webhookDeliveries).values([
      // Done with 31 days ago: gone. Still pending however old, or done with 29 days ago: kept.
      { ...delivery, eventId: 'evt_old', status: 'succeeded', createdAt: subDays(now, 31) },
      { ...delivery, eventId: 'evt_old_pending', status: 'pending', createdAt: subDays(now, 31) },
      { ...delivery, eventId: 'evt_recent', status: 'failed', createdAt: subDays(now, 29) },
    ]);
    expect(await pruneExpiredRows(database.db)).toEqual({
      sessions: 1,
      rateLimitCounters: 1,
      idempotencyKeys: 1,
      accountTokens: 1,
      authChallenges: 1,
      errorReports: 1,
      webhookDeliveries: 1,
      recurringManageTokens: 0,
    });
    expect((await database.db.select().from(webhookDeliveries)).map((d) => d.eventId).sort()).toEqual([
      'evt_old_pending',
      'evt_recent',
    ]);
    expect((await database.db.select().from(errorReports)).map((r) => r.fingerprint).sort()).toEqual([
      'almost-30-days',
      'recurring',
    ]);
    expect((await database.db.select().from(accountTokens)).map((r) => r.tokenHash)).toEqual(['live-link']);
    expect((await database.db.select().from(sessions)).map((s) => s.tokenHash)).toEqual(['live']);
    expect((await database.db.select().from(authChallenges)).map((c) => c.keyHash)).toEqual(['live-challenge']);
    expect((await database.db.select().from(rateLimitCounters)).map((c) => c.key)).toEqual(['current']);
    expect((await database.db.select().from(idempotentRequests)).map((r) => r.key)).toEqual(['new-key']);
  });
});
