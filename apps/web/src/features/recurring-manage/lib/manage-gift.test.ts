import { donationMessages } from '@causeway/contracts';
import { describe, expect, it } from 'vitest';
import { manageAmountFormSchema, toggleActionFor } from './manage-gift';

describe('manage-by-link gift actions', () => {
  it('offers pause while active, resume while paused, nothing once cancelled', () => {
    expect(toggleActionFor('active')).toBe('pause');
    expect(toggleActionFor('paused')).toBe('resume');
    expect(toggleActionFor('cancelled')).toBeNull();
  });

  it('reads a typed amount into cents within the contract bounds', () => {
    expect(manageAmountFormSchema.parse({ amount: '$1,250.50' })).toEqual({ amount: 125_050 });
    const tooSmall = manageAmountFormSchema.safeParse({ amount: '0.50' });
    expect(tooSmall.success ? null : tooSmall.error.issues[0]!.message).toBe(donationMessages.amountMin);
    const garbled = manageAmountFormSchema.safeParse({ amount: '12abc' });
    expect(garbled.success ? null : garbled.error.issues[0]!.message).toBe(donationMessages.amountInvalid);
  });
});
