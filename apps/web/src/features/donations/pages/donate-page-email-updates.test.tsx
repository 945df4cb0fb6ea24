// @vitest-environment jsdom
import { donationOperations, paymentMethodOperations, updateEmailMessages } from '@causeway/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockOperation } from '@/test/mock-api';
import { adaDonor, openDonatePage, type SignedInUser } from '../test/open-donate-page';

/** Opens the page as `me`; a signed-in donor has no saved cards (the page asks for them). */
function openAs(me: SignedInUser | null) {
  if (me) mockOperation(paymentMethodOperations.list, []);
  return openDonatePage(me);
}

const box = () => screen.findByRole('checkbox', { name: updateEmailMessages.donationCheckbox });
const checked = async () => (await box()).getAttribute('aria-checked');

beforeEach(() => window.localStorage.clear());

describe('"E-mail me updates about this campaign" on the donation page', () => {
  it('starts unticked for a guest, is sent when ticked, and is remembered in this browser', async () => {
    const create = mockOperation(donationOperations.createPaymentIntent, {
      clientSecret: 'sandbox_pi_1_secret_abc',
      donationId: 31,
      totalAmount: 2500,
    });
    const { user, unmount } = openAs(null);
    // The form shows disabled until the page knows who is signed in.
    await waitFor(async () => expect((await box()).matches(':disabled')).toBe(false));
    expect(await checked()).toBe('false');

    await user.click(await screen.findByRole('radio', { name: '$25' }));
    await user.type(screen.getByLabelText('First name'), 'Grace');
    await user.type(screen.getByLabelText('Last name'), 'Hopper');
    await user.type(screen.getByLabelText('Email'), 'grace@example.org');
    await user.click(await box());
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await screen.findByRole('heading', { name: 'Complete your donation' });
    expect(create.calls[0]!.body).toMatchObject({ emailUpdates: true, guestEmail: 'grace@example.org' });
    unmount();

    openAs(null);
    await waitFor(async () => expect(await checked()).toBe('true'));
  });

  it("starts from a signed-in donor's remembered choice", async () => {
    const first = openAs(adaDonor({ emailUpdates: true }));
    await screen.findByText(/Donating as/);
    expect(await checked()).toBe('true');
    first.unmount();

    openAs(adaDonor({ emailUpdates: false }));
    await screen.findByText(/Donating as/);
    expect(await checked()).toBe('false');
  });
});
