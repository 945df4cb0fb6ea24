// @vitest-environment jsdom
import {
  donationOperations,
  fundraiserMessages,
  fundraiserOperations,
  paymentMethodOperations,
} from '@causeway/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockOperation, type Fixture } from '@/test/mock-api';
import { findNavigation, findToast } from '@/test/render';
import { adaDonor, openDonatePage } from '../test/open-donate-page';

type PageFixture = Fixture<typeof fundraiserOperations.page>;

/** Grace's page for campaign 7, taking gifts. */
function gracesPage(overrides: Partial<PageFixture> = {}): PageFixture {
  return {
    id: 41,
    slug: 'graces-10k-for-water',
    title: 'Grace’s 10k for Water',
    story: 'I am running.',
    goal: 50_000,
    raisedAmount: 12_500,
    giftCount: 5,
    imageUrl: null,
    status: 'active',
    acceptingDonations: true,
    fundraiserName: 'Grace H.',
    team: null,
    campaign: {
      id: 7,
      title: 'Clean Water for Kisoro',
      shortDescription: 'Wells and filters.',
      featuredImageUrl: null,
      acceptingDonations: true,
    },
    recentSupporters: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const paused = gracesPage({ status: 'paused', acceptingDonations: false });
const route = '/donate/7?fundraiser=graces-10k-for-water';

function mockIntent() {
  return mockOperation(donationOperations.createPaymentIntent, {
    clientSecret: 'sandbox_pi_1_secret_abc',
    donationId: 31,
    totalAmount: 2500,
  });
}

/** $25, once the form is enabled (it waits for who is signed in, and for the page the gift is given through). */
async function chooseAmount(user: ReturnType<typeof openDonatePage>['user']) {
  const radio = await screen.findByRole('radio', { name: '$25' });
  await waitFor(() => expect(radio.matches(':disabled')).toBe(false), { timeout: 3000 });
  await user.click(radio);
}

async function giveAsGuest(user: ReturnType<typeof openDonatePage>['user']) {
  await chooseAmount(user);
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Byron');
  await user.type(screen.getByLabelText('Email'), 'ada@example.org');
  await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
}

describe('the donation page through a supporter’s page', () => {
  it('names the page at the top and sends its id with the gift', async () => {
    const page = mockOperation(fundraiserOperations.page, gracesPage());
    const create = mockIntent();
    const { user } = openDonatePage(null, route);

    const notice = await screen.findByTestId('fundraiser-notice');
    expect(notice.textContent).toBe("Supporting Grace H.'s page: Grace’s 10k for Water");
    expect(within(notice).getByRole('link', { name: 'Grace’s 10k for Water' }).getAttribute('href')).toBe(
      '/campaigns/7/fundraisers/graces-10k-for-water',
    );
    expect(page.calls[0]!.params).toEqual({ id: '7', slug: 'graces-10k-for-water' });

    await giveAsGuest(user);
    expect(await screen.findByRole('heading', { name: 'Complete your donation' })).toBeDefined();
    expect(create.calls[0]!.body).toMatchObject({ campaignId: 7, amount: 2500, fundraiserId: 41 });
  });

  it('sends the page with a saved-card payment too', async () => {
    mockOperation(fundraiserOperations.page, gracesPage());
    mockOperation(paymentMethodOperations.list, [
      { id: 4, brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030, isDefault: true },
    ]);
    mockIntent();
    const donate = mockOperation(donationOperations.donateWithSavedCard, {
      donationId: 32,
      status: 'succeeded',
      paymentIntentId: 'sandbox_pi_2',
      clientSecret: 'sandbox_pi_2_secret_abc',
      totalAmount: 2500,
    });
    const { user } = openDonatePage(adaDonor(), route);

    await screen.findByTestId('fundraiser-notice');
    expect(await screen.findByText(/Donating as/, {}, { timeout: 3000 })).toBeDefined();
    await chooseAmount(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await screen.findByRole('radio', { name: 'Visa ending in 4242, expires 12/2030, default card' });
    await user.click(screen.getByRole('button', { name: 'Donate' }));

    expect(await findNavigation()).toBe(
      '/donation-success?campaign=7&amount=25&type=one_time&payment_intent=sandbox_pi_2',
    );
    expect(donate.calls[0]!.body).toMatchObject({ campaignId: 7, paymentMethodId: 4, fundraiserId: 41 });
  });

  it('shows nothing extra for an unknown or hidden page, and gives to the campaign', async () => {
    mockOperation(
      fundraiserOperations.page,
      apiError(404, { code: 'NOT_FOUND', message: fundraiserMessages.notFound }),
    );
    const create = mockIntent();
    const { user } = openDonatePage(null, route);

    await giveAsGuest(user);
    expect(await screen.findByRole('heading', { name: 'Complete your donation' })).toBeDefined();
    expect(create.calls[0]!.body).not.toHaveProperty('fundraiserId');
    expect(screen.queryByTestId('fundraiser-notice')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not ask for a slug the API could not have', async () => {
    const page = mockOperation(fundraiserOperations.page, gracesPage());
    const create = mockIntent();
    const { user } = openDonatePage(null, '/donate/7?fundraiser=Not%20A%20Slug');

    await giveAsGuest(user);
    expect(await screen.findByRole('heading', { name: 'Complete your donation' })).toBeDefined();
    expect(page.calls).toHaveLength(0);
    expect(create.calls[0]!.body).not.toHaveProperty('fundraiserId');
  });

  it('says a paused page takes no gifts, and gives to the campaign directly', async () => {
    mockOperation(fundraiserOperations.page, paused);
    const create = mockIntent();
    const { user } = openDonatePage(null, route);

    const notice = await screen.findByTestId('fundraiser-notice');
    expect(notice.textContent).toContain('is not taking gifts right now.');
    expect(notice.textContent).toContain('Your gift goes to the campaign directly');
    expect(notice.textContent).not.toContain('Supporting');

    await giveAsGuest(user);
    expect(await screen.findByRole('heading', { name: 'Complete your donation' })).toBeDefined();
    expect(create.calls[0]!.body).not.toHaveProperty('fundraiserId');
  });

  it('reads the page again when the server says it stopped taking gifts, then gives without it', async () => {
    mockOperation(fundraiserOperations.page, (_call, index) => (index === 0 ? gracesPage() : paused));
    const refused = apiError(400, {
      code: 'VALIDATION_FAILED',
      message: fundraiserMessages.notTakingGifts,
      fieldErrors: { fundraiserId: [fundraiserMessages.notTakingGifts] },
    });
    const create = mockOperation(donationOperations.createPaymentIntent, (_call, index) =>
      index === 0 ? refused : { clientSecret: 'sandbox_pi_2_secret_abc', donationId: 32, totalAmount: 2500 },
    );
    const { user } = openDonatePage(null, route);

    await giveAsGuest(user);
    expect(within(await findToast('Setup Failed')).getByText(fundraiserMessages.notTakingGifts)).toBeDefined();
    await waitFor(() => expect(screen.getByTestId('fundraiser-notice').textContent).toContain('not taking gifts'));

    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('heading', { name: 'Complete your donation' })).toBeDefined();
    expect(create.calls.map((call) => (call.body as { fundraiserId?: number }).fundraiserId)).toEqual([41, undefined]);
  });

  it('says a failed read of the page, where the gift goes, and tries again', async () => {
    mockOperation(fundraiserOperations.page, (_call, index) =>
      index === 0 ? apiError(500, { code: 'INTERNAL', message: 'Something went wrong' }) : gracesPage(),
    );
    const { user } = openDonatePage(null, route);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('A gift made now goes to the campaign directly.');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect((await screen.findByTestId('fundraiser-notice')).textContent).toContain('Supporting Grace H.');
  });
});
