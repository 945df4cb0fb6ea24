import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundMessages as m, type LedgerDonationDetail } from '@causeway/contracts';
import type { DatabaseHandle } from '../../db/client';
import { donations } from '../../db/schema';
import { donate, guest } from '../../test/donate';
import { makeCampaign, signIn } from '../../test/factories';
import { buildPaymentsTestApp } from '../../test/build-test-app';
import { campaignTotals } from '../../test/totals';

// Refunds of a gift in another currency than US dollars (issue 26): the amounts asked, kept and told are the
// gift's own minor units, and yen have none (1000 is ¥1,000, never ¥10.00).
let database: DatabaseHandle;
let app: FastifyInstance;
let close: () => Promise<void>;
let admin: string;

beforeAll(async () => {
  ({ app, database, close } = await buildPaymentsTestApp({
    rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } },
  }));
  admin = (await signIn(app, database.db, 'admin')).cookie;
});
afterAll(() => close());

const refund = (id: number, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/admin/donations/${id}/refunds`, payload, headers: { cookie: admin } });

async function yenGift(amount: number) {
  const campaign = await makeCampaign(database.db, { currency: 'jpy', goal: 1_000_000 });
  const { donationId, confirmation } = await donate(app, {
    campaignId: campaign.id,
    amount,
    coverFees: false,
    ...guest,
  });
  expect(confirmation.status).toBe('succeeded');
  return { campaign, donationId };
}

describe('refunding a gift in yen', () => {
  it('refunds ¥1,000 of a ¥2,500 gift: 1000 yen kept, ¥1,500 left, and more than that refused in yen', async () => {
    const { campaign, donationId } = await yenGift(2_500);
    const [row] = await database.db.select().from(donations).where(eq(donations.id, donationId));
    expect(row).toMatchObject({ currency: 'jpy', amount: 2_500 });

    const part = await refund(donationId, { amount: 1_000, reason: 'Half the event was cancelled' });
    expect(part.statusCode, part.body).toBe(202);
    expect(part.json()).toMatchObject({ amount: 1_000, status: 'succeeded' });
    expect(await campaignTotals(database.db, campaign.id)).toEqual({ raised: 1_500, donors: 1 });

    const over = await refund(donationId, { amount: 1_501, reason: 'Too much' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('The refund cannot be more than the ¥1,500 left to refund.');
    expect(over.json().message).toBe(m.tooMuch(1_500, 'jpy'));

    const shown = (await app.inject({ url: `/api/admin/donations/${donationId}`, headers: { cookie: admin } })).json();
    expect(shown as LedgerDonationDetail).toMatchObject({
      currency: 'jpy',
      refundedAmount: 1_000,
      status: 'succeeded',
    });
    expect((shown as LedgerDonationDetail).refunds.map((r) => [r.amount, r.status])).toEqual([[1_000, 'succeeded']]);
  });

  it('names the dialog’s amounts in the gift’s currency, US dollars unchanged', () => {
    expect(m.refunded(1_000, 'jpy')).toBe('¥1,000 refunded');
    expect(m.refunded(1_000, 'eur')).toBe('€10.00 refunded');
    expect(m.refunded(1_000)).toBe('$10.00 refunded');
    expect(m.nothingLeft(2_500, 'jpy')).toBe(
      'Nothing is left to refund: ¥2,500 of this donation is already being refunded.',
    );
  });
});
