// @vitest-environment jsdom
import { authOperations, campaignOperations, donationOperations, paymentOperations } from '@causeway/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignDetail } from '@/test/campaign-fixture';
import { mockOperation } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { DonatePage } from './donate-page';

/** The donation page of campaign 7, raising money in `currency`, for a guest; fee coverage offered. */
function openPage(currency: 'eur' | 'jpy', route = '/donate/7') {
  mockOperation(campaignOperations.detail, campaignDetail({ currency }));
  mockOperation(authOperations.me, null);
  mockOperation(paymentOperations.config, {
    provider: 'sandbox',
    publishableKey: null,
    offerFeeCoverage: true,
    feeCoverageDefault: false,
  });
  return renderWithProviders(<DonatePage />, { route, path: '/donate/:identifier' });
}

async function presetNames() {
  const group = await screen.findByRole('radiogroup', { name: 'Preset amounts' });
  return [...group.querySelectorAll('input[type="radio"]')].map((input) => input.closest('label')?.textContent);
}

async function ready() {
  const input = await screen.findByLabelText<HTMLInputElement>(/Other amount/);
  await waitFor(() => expect(input.matches(':disabled')).toBe(false));
  return input;
}

async function fillGuestDetails(user: ReturnType<typeof openPage>['user']) {
  await user.type(screen.getByLabelText('First name'), 'Grace');
  await user.type(screen.getByLabelText('Last name'), 'Hopper');
  await user.type(screen.getByLabelText('Email'), 'grace@example.org');
}

describe('the donation page of a campaign in euros (issue 26)', () => {
  it('offers €1 €5 €25 €50, starts at €5, and names the currency by the field', async () => {
    openPage('eur');
    const input = await ready();
    expect(await presetNames()).toEqual(['€1', '€5', '€25', '€50']);
    expect(input.value).toBe('5');
    expect(screen.getByText('Other amount (EUR)')).toBeTruthy();
    expect(input.parentElement?.textContent).toContain('€');
  });

  it('refuses less than €1 with the euro message, and sends the gift in cents', async () => {
    const create = mockOperation(donationOperations.createPaymentIntent, {
      clientSecret: 'sandbox_pi_1_secret_abc',
      donationId: 31,
      totalAmount: 2550,
    });
    const { user } = openPage('eur');
    const input = await ready();
    await user.clear(input);
    await user.type(input, '0.5');
    await fillGuestDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Minimum donation amount is €1')).toBeTruthy();
    expect(create.calls).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '25.5');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('heading', { name: 'Complete your donation' })).toBeDefined();
    expect(create.calls[0]!.body).toMatchObject({ campaignId: 7, amount: 2550 });
  });

  it('states the fee coverage with the euro card fee', async () => {
    openPage('eur');
    await ready();
    expect(
      await screen.findByText('Add €0.33 so the campaign receives your full €5 (card fee 1.5% + €0.25).'),
    ).toBeTruthy();
  });
});

describe('the donation page of a campaign in yen (issue 26)', () => {
  it('offers ¥100 ¥500 ¥2,500 ¥5,000 and starts at ¥500', async () => {
    openPage('jpy');
    const input = await ready();
    expect(await presetNames()).toEqual(['¥100', '¥500', '¥2,500', '¥5,000']);
    expect(input.value).toBe('500');
    const line = screen.getAllByText('Your donation').find((element) => element.tagName === 'DT');
    expect(line?.parentElement?.textContent).toBe('Your donation¥500');
  });

  it('sends 500 for ¥500 typed, never 50000', async () => {
    const create = mockOperation(donationOperations.createPaymentIntent, {
      clientSecret: 'sandbox_pi_1_secret_abc',
      donationId: 31,
      totalAmount: 500,
    });
    const { user } = openPage('jpy');
    const input = await ready();
    await user.clear(input);
    await user.type(input, '500');
    await fillGuestDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('heading', { name: 'Complete your donation' })).toBeDefined();
    expect(create.calls[0]!.body).toMatchObject({ campaignId: 7, amount: 500 });
    expect(document.body.textContent).toContain('¥500');
    expect(document.body.textContent).not.toContain('¥50,000');
  });

  it('refuses less than ¥100 with the yen message', async () => {
    const { user } = openPage('jpy');
    const input = await ready();
    await user.clear(input);
    await user.type(input, '50');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Minimum donation amount is ¥100')).toBeTruthy();
  });

  it('takes a link’s amount in yen: ?amount=2500 is ¥2,500', async () => {
    openPage('jpy', '/donate/7?amount=2500');
    const input = await ready();
    expect(input.value).toBe('2500');
  });
});
