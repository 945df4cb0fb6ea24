// @vitest-environment jsdom
import { webhookMessages, webhookOperations } from '@causeway/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, mockOperation, type Fixture } from '@/test/mock-api';
import { findToast, renderWithProviders } from '@/test/render';
import { WebhooksTab } from './webhooks-tab';

type Endpoint = Fixture<typeof webhookOperations.create>;
type DeliveryPage = Fixture<typeof webhookOperations.deliveries>;
type Delivery = Fixture<typeof webhookOperations.redeliver>;

const crm: Endpoint = {
  id: 4,
  url: 'https://crm.example.org/hooks',
  description: 'CRM sync',
  secret: 'whsec_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
  events: ['donation.succeeded', 'donation.refunded'],
  enabled: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  lastDeliveryStatus: 'failed',
};

const failed: Delivery = {
  id: 31,
  eventId: 'evt_0123456789abcdef0123456789abcdef',
  eventType: 'donation.succeeded',
  status: 'failed',
  attempts: 10,
  responseStatus: 500,
  responseBody: 'Internal error',
  error: 'HTTP 500',
  durationMs: 120,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastAttemptAt: '2026-11-02T08:00:00.000Z',
  deliveredAt: null,
  payload: '{"id":"evt_0123456789abcdef0123456789abcdef","type":"donation.succeeded"}',
};
const page: DeliveryPage = { items: [failed], total: 1, page: 1, pageSize: 20 };

let endpoints: Endpoint[];
beforeEach(() => {
  endpoints = [crm];
});

function openTab() {
  mockOperation(webhookOperations.list, () => endpoints);
  return renderWithProviders(<WebhooksTab />, { route: '/admin/settings?tab=webhooks', path: '/admin/settings' });
}

const card = () => screen.findByRole('region', { name: crm.url });

describe('Settings → Webhooks', () => {
  it('says so when there is no endpoint', async () => {
    endpoints = [];
    openTab();
    expect(await screen.findByText('No endpoints yet')).toBeDefined();
  });

  it('adds an endpoint with the events chosen, and shows the field error of a refused URL', async () => {
    const refusal = webhookMessages.privateTarget.replace('{address}', '10.0.0.4');
    const create = mockOperation(webhookOperations.create, (call, index) => {
      if (index === 0) {
        return apiError(400, { message: refusal, code: 'VALIDATION_FAILED', fieldErrors: { url: [refusal] } });
      }
      const body = call.body as Pick<Endpoint, 'url' | 'events'>;
      const added: Endpoint = { ...crm, id: 5, ...body, description: '' };
      endpoints = [...endpoints, added];
      return added;
    });
    const { user } = openTab();
    await card();
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    const url = within(dialog).getByLabelText('Endpoint URL');

    // donation.succeeded is ticked for a new endpoint: untick it, and the form asks for one.
    await user.click(within(dialog).getByRole('checkbox', { name: /donation\.succeeded/ }));
    await user.type(url, 'https://hooks.example.org/in');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(webhookMessages.eventsRequired)).toBeDefined();
    expect(create.calls).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: /campaign\.goal_reached/ }));
    await user.clear(url);
    await user.type(url, 'http://10.0.0.4/hook');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(refusal)).toBeDefined();

    await user.clear(url);
    await user.type(url, 'https://hooks.example.org/in');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(create.calls[1]!.body).toEqual({
      url: 'https://hooks.example.org/in',
      description: '',
      events: ['campaign.goal_reached'],
      enabled: true,
    });
    expect(await screen.findByRole('region', { name: 'https://hooks.example.org/in' })).toBeDefined();
  });

  it('shows the secret on request and rolls it after a confirmation', async () => {
    const roll = mockOperation(webhookOperations.rollSecret, () => {
      endpoints = [{ ...crm, secret: 'whsec_rolledrolledrolledrolledrolledrolledroll' }];
      return endpoints[0]!;
    });
    const { user } = openTab();
    const endpoint = await card();
    expect(within(endpoint).queryByText(crm.secret)).toBeNull();
    await user.click(within(endpoint).getByRole('button', { name: 'Show' }));
    expect(within(endpoint).getByText(crm.secret)).toBeDefined();

    await user.click(within(endpoint).getByRole('button', { name: 'Roll' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Roll the signing secret?' });
    await user.click(within(confirm).getByRole('button', { name: 'Roll secret' }));
    await findToast('Secret rolled');
    expect(roll.calls).toHaveLength(1);
    expect(await within(await card()).findByText('whsec_rolledrolledrolledrolledrolledrolledroll')).toBeDefined();
  });

  it('opens the delivery log and redelivers a failed delivery', async () => {
    mockOperation(webhookOperations.deliveries, page);
    const redeliver = mockOperation(webhookOperations.redeliver, { ...failed, id: 32, status: 'pending', attempts: 0 });
    const { user } = openTab();
    const endpoint = await card();
    await user.click(within(endpoint).getByRole('button', { name: 'Delivery log' }));
    const table = await within(endpoint).findByRole('table', { name: `Deliveries to ${crm.url}` });
    expect(within(table).getByText('HTTP 500')).toBeDefined();
    expect(within(table).getByText('10 attempts')).toBeDefined();

    await user.click(within(table).getByRole('button', { name: 'Redeliver' }));
    await findToast('Delivery queued again');
    expect(redeliver.calls[0]!.url.pathname).toBe(`/api/admin/webhooks/${crm.id}/deliveries/${failed.id}/redeliver`);
  });

  it('deletes an endpoint after a confirmation', async () => {
    const remove = mockOperation(webhookOperations.remove, () => {
      endpoints = [];
      return undefined;
    });
    const { user } = openTab();
    await user.click(within(await card()).getByRole('button', { name: `Delete ${crm.url}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this endpoint?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete endpoint' }));
    await findToast('Endpoint deleted');
    expect(remove.calls).toHaveLength(1);
    expect(await screen.findByText('No endpoints yet')).toBeDefined();
  });
});
