import { describe, expect, it } from 'vitest';
import { donationSuccessPath, parseSuccessParams, successAmountText } from './success-params';

describe('success links of a campaign in another currency (issue 26)', () => {
  it('keeps the amount in major units and names the currency: ¥500 is amount=500', () => {
    const path = donationSuccessPath({ campaignId: 3, amountCents: 500, currency: 'jpy', donationType: 'one_time' });
    expect(path).toBe('/donation-success?campaign=3&amount=500&type=one_time&currency=jpy');
    const params = parseSuccessParams(new URLSearchParams(path.split('?')[1]));
    expect(params).toMatchObject({ amountCents: 500, currency: 'jpy' });
    expect(successAmountText(params.amountCents, params.currency)).toBe('¥500');
  });

  it('reads euros with cents, and an unknown currency as US dollars', () => {
    const euros = parseSuccessParams(new URLSearchParams('campaign=3&amount=25.50&type=one_time&currency=eur'));
    expect(successAmountText(euros.amountCents, euros.currency)).toBe('€25.50');
    const unknown = parseSuccessParams(new URLSearchParams('campaign=3&amount=25&type=one_time&currency=xyz'));
    expect(unknown.currency).toBeUndefined();
    expect(successAmountText(unknown.amountCents, unknown.currency)).toBe('$25');
  });
});
