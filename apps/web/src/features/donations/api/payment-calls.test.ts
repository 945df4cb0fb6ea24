import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createDonationIntent } from './create-donation-intent';
import { donateWithSavedCard } from './donate-with-saved-card';
import { getDonationStatus } from './get-donation-status';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** fetch answering `body` with `status`; the calls it got are in `.mock.calls`. */
function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const call = (fetchMock: ReturnType<typeof answer>) => {
  const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return { path, init, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) };
};

const gift = { campaignId: 7, amount: 2_500, guestEmail: 'ada@example.com' };
const savedCardGift = { campaignId: 7, amount: 2_500, paymentMethodId: 3 };

describe('createDonationIntent', () => {
  it.each([
    ['one_time', '/api/donations/create-payment-intent'],
    ['recurring', '/api/donations/create-subscription-intent'],
  ] as const)('posts a %s gift to %s with its Idempotency-Key and the session cookie', async (type, path) => {
    const fetchMock = answer(201, { clientSecret: 'pi_1_secret_x', donationId: 12, totalAmount: 2_500 });
    const result = await createDonationIntent({ donationType: type, body: gift, idempotencyKey: 'key-0001-abcd' });
    expect(result).toEqual({ clientSecret: 'pi_1_secret_x', donationId: 12, totalAmount: 2_500 });
    const sent = call(fetchMock);
    expect(sent.path).toBe(path);
    expect(sent.init.method).toBe('POST');
    expect(sent.init.credentials).toBe('include');
    expect(sent.headers).toMatchObject({ 'Idempotency-Key': 'key-0001-abcd', 'Content-Type': 'application/json' });
    expect(sent.body).toEqual(gift);
  });

  it("fails with the api client's error and the server's message", async () => {
    answer(409, { message: 'This Idempotency-Key was already used for a different donation.', code: 'CONFLICT' });
    const error = await createDonationIntent({ donationType: 'one_time', body: gift, idempotencyKey: 'key-0001-abcd' })
      .then(() => undefined)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      serverMessage: 'This Idempotency-Key was already used for a different donation.',
    });
  });
});

describe('donateWithSavedCard', () => {
  const charged = {
    donationId: 5,
    status: 'succeeded',
    paymentIntentId: 'pi_5',
    clientSecret: '',
    totalAmount: 2_500,
  };

  it('charges a one-time gift at POST /api/donations', async () => {
    const fetchMock = answer(201, charged);
    await expect(
      donateWithSavedCard({ donationType: 'one_time', body: savedCardGift, idempotencyKey: 'key-0002-abcd' }),
    ).resolves.toEqual(charged);
    const sent = call(fetchMock);
    expect([sent.path, sent.headers['Idempotency-Key']]).toEqual(['/api/donations', 'key-0002-abcd']);
    expect(sent.body).toEqual(savedCardGift);
  });

  it('starts a recurring gift at POST /api/recurring-donations with its interval', async () => {
    const fetchMock = answer(201, charged);
    const body = { ...savedCardGift, interval: 'monthly' as const };
    await donateWithSavedCard({ donationType: 'recurring', body, idempotencyKey: 'key-0003-abcd' });
    const sent = call(fetchMock);
    expect([sent.path, sent.headers['Idempotency-Key']]).toEqual(['/api/recurring-donations', 'key-0003-abcd']);
    expect(sent.body).toEqual(body);
  });

  it('sends no recurring gift without its interval', async () => {
    const fetchMock = answer(201, charged);
    await expect(
      donateWithSavedCard({ donationType: 'recurring', body: savedCardGift, idempotencyKey: 'key-0004-abcd' }),
    ).rejects.toThrow('Please select a recurring interval');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('getDonationStatus', () => {
  it('asks for the payment intent given, encoded in the query', async () => {
    const fetchMock = answer(200, { donationId: 1, status: 'pending' });
    await getDonationStatus('pi_1 &x');
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/donations/status?payment_intent=pi_1+%26x');
    expect(init.method).toBe('GET');
  });
});
