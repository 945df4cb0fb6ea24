// @vitest-environment jsdom
import {
  campaignAdminOperations,
  donationMessages,
  donorOperations,
  offlineGiftMessages,
  offlineGiftOperations,
} from '@causeway/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { campaignDetail } from '@/test/campaign-fixture';
import { offlineGiftDetail } from '@/test/ledger-donation-fixture';
import { apiError, mockOperation, type Fixture } from '@/test/mock-api';
import { findNavigation, findToast, renderWithProviders } from '@/test/render';
import { localToday } from '../lib/offline-gift-form';
import { RecordOfflineGiftPage } from './record-offline-gift-page';

type Detail = Fixture<typeof offlineGiftOperations.record>;
type Donors = Fixture<typeof donorOperations.list>;

const recorded: Detail = offlineGiftDetail({ id: 88, amount: 25_000 });

const donors: Donors = {
  items: [
    {
      key: 'u12',
      id: 12,
      isGuest: false,
      username: 'reg',
      firstName: 'Reg',
      lastName: 'Istered',
      email: 'reg@example.com',
      totalDonated: 5_000,
      totals: [{ currency: 'usd', total: 5_000 }],
      donationCount: 2,
      recurringCount: 0,
      firstDonationAt: '2026-01-01T00:00:00.000Z',
      lastDonationAt: '2026-02-01T00:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
};

/** The campaigns the form offers (the admin's campaign list). */
const offerCampaigns = (...campaigns: Parameters<typeof campaignDetail>[0][]) =>
  mockOperation(campaignAdminOperations.list, {
    items: campaigns.map((campaign) => ({ ...campaignDetail(campaign), donationCount: 3 })),
    total: campaigns.length,
    page: 1,
    pageSize: 100,
  });

beforeEach(() => {
  offerCampaigns({ id: 7, title: 'Clean Water for Kisoro' });
});

async function chooseCampaign(user: ReturnType<typeof openPage>['user']) {
  // The choices arrive with the campaign list.
  await screen.findByRole('option', { name: 'Clean Water for Kisoro' });
  await user.selectOptions(screen.getByLabelText('Campaign'), 'Clean Water for Kisoro');
}

const openPage = () =>
  renderWithProviders(<RecordOfflineGiftPage />, {
    route: '/admin/donations/new-offline',
    path: '/admin/donations/new-offline',
  });

describe('/admin/donations/new-offline', () => {
  it("records a guest's cheque in cents, then opens the new donation's page", async () => {
    const { user } = openPage();
    const record = mockOperation(offlineGiftOperations.record, recorded);
    await chooseCampaign(user);
    await user.type(screen.getByLabelText('Amount (USD)'), '250.5');
    expect((screen.getByLabelText('Received on') as HTMLInputElement).value).toBe(localToday());
    await user.clear(screen.getByLabelText('Received on'));
    await user.type(screen.getByLabelText('Received on'), '2026-03-14');
    await user.click(screen.getByRole('radio', { name: 'A new guest' }));
    await user.type(screen.getByLabelText('First name'), 'Olive');
    await user.type(screen.getByLabelText('Last name'), 'Penny');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'olive@example.com');
    await user.type(screen.getByLabelText(/^Note/), '  Cheque no. 20417 ');
    await user.click(screen.getByRole('checkbox', { name: /Anonymous gift/ }));
    await user.click(screen.getByRole('button', { name: 'Record $250.50' }));

    expect(await findToast('Offline gift recorded')).toBeDefined();
    expect(record.calls[0]!.body).toEqual({
      campaignId: 7,
      amount: 25_050,
      method: 'cheque',
      receivedOn: '2026-03-14',
      donor: { email: 'olive@example.com', firstName: 'Olive', lastName: 'Penny' },
      note: 'Cheque no. 20417',
      anonymous: true,
      sendReceipt: true,
    });
    expect(await findNavigation()).toBe('/admin/donations/88');
  });

  it('records it for a donor account found by name, by its id', async () => {
    const { user } = openPage();
    const search = mockOperation(donorOperations.list, donors);
    const record = mockOperation(offlineGiftOperations.record, { ...recorded, userId: 12, isGuest: false });
    await chooseCampaign(user);
    await user.type(screen.getByLabelText('Amount (USD)'), '40');
    await user.selectOptions(screen.getByLabelText('Received as'), 'Bank transfer');
    await user.type(screen.getByLabelText('Find a donor'), 'reg');
    expect((await screen.findByRole('button', { name: /Reg Istered/ })).textContent).toContain('$50.00 given');
    await user.click(screen.getByRole('button', { name: /Reg Istered/ }));
    expect(search.calls[0]!.url.searchParams.get('q')).toBe('reg');
    expect(screen.getByText('reg@example.com')).toBeDefined();
    await user.click(screen.getByRole('checkbox', { name: /E-mail the receipt/ }));
    await user.click(screen.getByRole('button', { name: 'Record $40.00' }));

    await waitFor(() => expect(record.calls).toHaveLength(1));
    expect(record.calls[0]!.body).toMatchObject({
      amount: 4_000,
      method: 'bank_transfer',
      donor: { userId: 12 },
      sendReceipt: false,
    });
  });

  it('names every missing field before sending anything', async () => {
    const { user } = openPage();
    const record = mockOperation(offlineGiftOperations.record, recorded);
    await screen.findByRole('option', { name: 'Clean Water for Kisoro' });
    await user.click(screen.getByRole('button', { name: 'Record gift' }));
    expect(await screen.findByText(offlineGiftMessages.campaignRequired)).toBeDefined();
    expect(screen.getByText(donationMessages.amountInvalid)).toBeDefined();
    expect(screen.getByText(offlineGiftMessages.donorRequired)).toBeDefined();

    await user.click(screen.getByRole('radio', { name: 'A new guest' }));
    expect(await screen.findByText(donationMessages.firstNameRequired)).toBeDefined();
    expect(screen.getByText(donationMessages.lastNameRequired)).toBeDefined();
    expect(screen.getByText(donationMessages.emailInvalid)).toBeDefined();
    expect(record.calls).toHaveLength(0);
  });

  it("records a gift in its campaign's currency: euros in cents, whole yen as typed (issue 26)", async () => {
    offerCampaigns({ id: 8, title: 'Brunnen', currency: 'eur' }, { id: 9, title: 'Ido', currency: 'jpy' });
    const { user } = openPage();
    const record = mockOperation(offlineGiftOperations.record, offlineGiftDetail({ amount: 4_250, currency: 'eur' }));
    await screen.findByRole('option', { name: 'Brunnen' });
    await user.selectOptions(screen.getByLabelText('Campaign'), 'Ido');
    const yen = screen.getByLabelText('Amount (JPY)');
    expect(yen.getAttribute('step')).toBe('1');
    await user.type(yen, '50');
    await user.click(screen.getByRole('radio', { name: 'A new guest' }));
    await user.type(screen.getByLabelText('First name'), 'Olive');
    await user.type(screen.getByLabelText('Last name'), 'Penny');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'olive@example.com');
    await user.click(screen.getByRole('button', { name: 'Record ¥50' }));
    expect(await screen.findByText(donationMessages.amountMinOf('jpy'))).toBeDefined();
    await user.clear(yen);
    await user.type(yen, '150000');
    expect(screen.getByRole('button', { name: 'Record ¥150,000' })).toBeDefined();

    await user.selectOptions(screen.getByLabelText('Campaign'), 'Brunnen');
    const euros = screen.getByLabelText('Amount (EUR)');
    expect(screen.getByText('€')).toBeDefined();
    await user.clear(euros);
    await user.type(euros, '42.5');
    await user.click(screen.getByRole('button', { name: 'Record €42.50' }));
    expect(await findToast('Offline gift recorded')).toBeDefined();
    expect(record.calls.map((call) => call.body)).toEqual([expect.objectContaining({ campaignId: 8, amount: 4_250 })]);
  });

  it('sends ¥150,000 as 150000, never multiplied by 100', async () => {
    offerCampaigns({ id: 9, title: 'Ido', currency: 'jpy' });
    const { user } = openPage();
    const record = mockOperation(offlineGiftOperations.record, offlineGiftDetail({ amount: 150_000, currency: 'jpy' }));
    await screen.findByRole('option', { name: 'Ido' });
    await user.selectOptions(screen.getByLabelText('Campaign'), 'Ido');
    await user.type(screen.getByLabelText('Amount (JPY)'), '150000');
    await user.click(screen.getByRole('radio', { name: 'A new guest' }));
    await user.type(screen.getByLabelText('First name'), 'O');
    await user.type(screen.getByLabelText('Last name'), 'P');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'op@example.com');
    await user.click(screen.getByRole('button', { name: 'Record ¥150,000' }));
    expect(await findToast('Offline gift recorded')).toBeDefined();
    expect(record.calls[0]!.body).toMatchObject({ campaignId: 9, amount: 150_000 });
  });

  it('names what a donor gave in each currency, never summed (issue 26)', async () => {
    const { user } = openPage();
    const twoCurrencies = [
      { currency: 'usd' as const, total: 5_000 },
      { currency: 'jpy' as const, total: 2_500 },
    ];
    mockOperation(donorOperations.list, { ...donors, items: [{ ...donors.items[0]!, totals: twoCurrencies }] });
    await user.type(screen.getByLabelText('Find a donor'), 'reg');
    expect((await screen.findByRole('button', { name: /Reg Istered/ })).textContent).toContain('$50.00 · ¥2,500 given');
  });

  it("shows the server's refusal and stays on the page", async () => {
    const { user } = openPage();
    mockOperation(
      offlineGiftOperations.record,
      apiError(404, { message: offlineGiftMessages.campaignNotFound, code: 'NOT_FOUND' }),
    );
    await chooseCampaign(user);
    await user.type(screen.getByLabelText('Amount (USD)'), '10');
    await user.click(screen.getByRole('radio', { name: 'A new guest' }));
    await user.type(screen.getByLabelText('First name'), 'O');
    await user.type(screen.getByLabelText('Last name'), 'P');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'op@example.com');
    await user.click(screen.getByRole('button', { name: 'Record $10.00' }));
    expect(await screen.findByText(offlineGiftMessages.campaignNotFound)).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Record offline gift' })).toBeDefined();
  });
});
