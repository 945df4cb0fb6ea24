// @vitest-environment jsdom
import { donationOperations, paymentMethodOperations, paymentOperations } from '@causeway/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockOperation, type Fixture } from '@/test/mock-api';
import { findNavigation, findToast } from '@/test/render';
import { adaDonor, openDonatePage } from '../test/open-donate-page';

async function chooseAmount(user: ReturnType<typeof openDonatePage>['user'], name: string) {
  const radio = await screen.findByRole('radio', { name });
  // The form shows disabled until the page knows who is signed in; a click before that does nothing.
  await waitFor(() => expect(radio.matches(':disabled')).toBe(false));
  await user.click(radio);
}

async function fillGuestDetails(user: ReturnType<typeof openDonatePage>['user']) {
  await user.type(screen.getByLabelText('First name'), 'Grace');
  await user.type(screen.getByLabelText('Last name'), 'Hopper');
  await user.type(screen.getByLabelText('Email'), 'grace@example.org');
}

describe('the donation page', () => {
  it('creates one payment intent, and Back then Continue with nothing changed reuses it', async () => {
    const create = mockOperation(donationOperations.createPaymentIntent, {
      clientSecret: 'sandbox_pi_1_secret_abc',
      donationId: 31,
      totalAmount: 2500,
    });
    const { user } = openDonatePage();

    await chooseAmount(user, '$25');
    await fillGuestDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByRole('heading', { name: 'Complete your donation' })).toBeDefined();
    expect(create.calls).toHaveLength(1);
    expect(create.calls[0]!.body).toMatchObject({
      campaignId: 7,
      amount: 2500,
      guestFirstName: 'Grace',
      guestLastName: 'Hopper',
      guestEmail: 'grace@example.org',
    });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Your donation' })).toBeDefined();
    // Everything typed is still there.
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Grace');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByRole('heading', { name: 'Complete your donation' })).toBeDefined();
    expect(create.calls).toHaveLength(1);
  });

  it('asks for a new intent when the gift changed on the way back', async () => {
    const create = mockOperation(donationOperations.createPaymentIntent, (_call, index) => ({
      clientSecret: `sandbox_pi_${index}_secret_abc`,
      donationId: 31 + index,
      totalAmount: index === 0 ? 2500 : 5000,
    }));
    const { user } = openDonatePage();

    await chooseAmount(user, '$25');
    await fillGuestDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await chooseAmount(user, '$50');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByRole('heading', { name: 'Complete your donation' })).toBeDefined();
    expect(create.calls.map((call) => (call.body as { amount: number }).amount)).toEqual([2500, 5000]);
  });

  it("shows the server's message in the error toast when the intent is refused, and stays on the form", async () => {
    mockOperation(
      donationOperations.createPaymentIntent,
      apiError(429, {
        code: 'RATE_LIMITED',
        message: 'Too many donation attempts. Please wait a minute and try again.',
      }),
    );
    const { user } = openDonatePage();

    await chooseAmount(user, '$25');
    await fillGuestDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    const toast = await findToast('Setup Failed');
    expect(within(toast).getByText('Too many donation attempts. Please wait a minute and try again.')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Your donation' })).toBeDefined();
  });

  it('pays the intent with a card in test mode: a declined card keeps the donor on the step, another pays', async () => {
    mockOperation(donationOperations.createPaymentIntent, {
      clientSecret: 'sandbox_pi_1_secret_abc',
      donationId: 31,
      totalAmount: 2500,
    });
    const declined: Fixture<typeof paymentOperations.sandboxConfirm> = {
      status: 'failed',
      message: 'Your card was declined.',
      paymentIntentId: 'sandbox_pi_1',
    };
    const paid: Fixture<typeof paymentOperations.sandboxConfirm> = {
      status: 'succeeded',
      paymentIntentId: 'sandbox_pi_1',
    };
    const confirm = mockOperation(paymentOperations.sandboxConfirm, (_call, index) => (index === 0 ? declined : paid));
    const { user } = openDonatePage();

    await chooseAmount(user, '$25');
    await fillGuestDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await user.type(await screen.findByLabelText('Card number'), '4000000000000002');
    await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Donate' }));

    expect(within(await findToast('Payment Failed')).getByText('Your card was declined.')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Complete your donation' })).toBeDefined();
    expect(confirm.calls[0]!.body).toEqual({
      clientSecret: 'sandbox_pi_1_secret_abc',
      card: { number: '4000000000000002', expMonth: 12, expYear: 2030, cvc: '123' },
    });

    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Donate' }));

    expect(await findNavigation()).toBe(
      '/donation-success?campaign=7&amount=25&type=one_time&payment_intent=sandbox_pi_1',
    );
    expect(confirm.calls).toHaveLength(2);
  });

  it('pays with the signed-in donor’s default saved card, charged by the server instead of the intent', async () => {
    mockOperation(paymentMethodOperations.list, [
      { id: 4, brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030, isDefault: true },
      { id: 5, brand: 'mastercard', last4: '4444', expiryMonth: 3, expiryYear: 2029, isDefault: false },
    ]);
    mockOperation(donationOperations.createPaymentIntent, {
      clientSecret: 'sandbox_pi_1_secret_abc',
      donationId: 31,
      totalAmount: 2500,
    });
    const donate = mockOperation(donationOperations.donateWithSavedCard, {
      donationId: 32,
      status: 'succeeded',
      paymentIntentId: 'sandbox_pi_2',
      clientSecret: 'sandbox_pi_2_secret_abc',
      totalAmount: 2500,
    });
    const { user } = openDonatePage(adaDonor());

    expect(await screen.findByText(/Donating as/)).toBeDefined();
    await chooseAmount(user, '$25');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    const visa = await screen.findByRole('radio', { name: 'Visa ending in 4242, expires 12/2030, default card' });
    expect(visa).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Mastercard ending in 4444, expires 03/2029' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Donate' }));

    expect(await findNavigation()).toBe(
      '/donation-success?campaign=7&amount=25&type=one_time&payment_intent=sandbox_pi_2',
    );
    expect(donate.calls).toHaveLength(1);
    expect(donate.calls[0]!.body).toMatchObject({
      campaignId: 7,
      amount: 2500,
      paymentMethodId: 4,
      // The unpaid donation of the intent is replaced, not left pending.
      replacesDonationId: 31,
    });
    expect(within(await findToast('Donation successful')).getByText('Thank you for your generosity!')).toBeDefined();
  });
});
