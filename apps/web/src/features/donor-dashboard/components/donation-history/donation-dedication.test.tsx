// @vitest-environment jsdom
import type { DonorDonation } from '@causeway/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DonationDedication } from './donation-dedication';

const donation: DonorDonation = {
  id: 1,
  amount: 2_500,
  currency: 'usd',
  feeAmount: 0,
  refundedAmount: 0,
  status: 'succeeded',
  donationType: 'one_time',
  createdAt: '2026-05-20T14:03:09.000Z',
  receiptNumber: 700001,
  offlineMethod: null,
  campaign: { id: 3, title: 'Clean Water' },
  user: { firstName: 'Ada', lastName: 'Lovelace' },
};

describe("DonationDedication (the donor's history)", () => {
  it('names whom the gift honours, and nothing for a gift without a dedication', () => {
    const { rerender, container } = render(
      <DonationDedication donation={{ ...donation, tribute: { kind: 'honour', honoreeName: 'Grandma Rose' } }} />,
    );
    expect(screen.getByText('In honour of Grandma Rose')).toBeTruthy();
    rerender(<DonationDedication donation={{ ...donation, tribute: null }} />);
    expect(container.textContent).toBe('');
  });
});
