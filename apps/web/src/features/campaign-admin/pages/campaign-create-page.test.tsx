// @vitest-environment jsdom
import { campaignAdminOperations, organizationOperations, settingsOperations } from '@causeway/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockOperation } from '@/test/mock-api';
import { findToast, renderWithProviders } from '@/test/render';
import { organizations, savedCampaign } from '../test/campaign-fixtures';
import { CampaignCreatePage } from './campaign-create-page';

function openCreatePage(defaultCurrency: 'usd' | 'eur' | 'jpy' = 'usd') {
  mockOperation(organizationOperations.list, organizations);
  mockOperation(settingsOperations.public, {
    organizationName: 'Causeway Trust',
    supportEmail: 'help@example.org',
    defaultCurrency,
  });
  return renderWithProviders(<CampaignCreatePage />, { route: '/admin/campaigns/new' });
}

type User = ReturnType<typeof openCreatePage>['user'];

async function fillValidCampaign(user: User) {
  await user.type(screen.getByLabelText('Title'), 'Clean Water for Kisoro');
  await user.type(screen.getByLabelText('Short description'), 'Wells and filters for twelve villages.');
  await user.type(screen.getByLabelText('Description'), 'Every family in the hills walks for water. '.repeat(3));
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Organization' }), 'Friends of Kisoro');
}

describe('the campaign form', () => {
  it('shows the messages of the validation rules under their fields and sends nothing', async () => {
    const create = mockOperation(campaignAdminOperations.create, savedCampaign());
    const { user } = openCreatePage();

    await user.type(screen.getByLabelText('Title'), 'Well');
    await user.type(screen.getByLabelText('Short description'), 'Too short');
    await user.type(screen.getByLabelText('Description'), 'Not yet the whole story.');
    await user.clear(screen.getByLabelText('Goal (USD)'));
    await user.type(screen.getByLabelText('Goal (USD)'), '50');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));

    // The message a screen reader reads with the field.
    const messageOf = (field: HTMLElement) =>
      document.getElementById(field.getAttribute('aria-describedby')!)?.textContent;
    expect(await screen.findByText('Title must be at least 5 characters')).toBeDefined();
    expect(messageOf(screen.getByRole('textbox', { name: 'Title' }))).toBe('Title must be at least 5 characters');
    expect(messageOf(screen.getByRole('textbox', { name: 'Short description' }))).toBe(
      'Short description must be at least 20 characters',
    );
    expect(messageOf(screen.getByRole('textbox', { name: 'Description' }))).toBe(
      'Description must be at least 100 characters',
    );
    expect(messageOf(screen.getByRole('spinbutton', { name: 'Goal (USD)' }))).toBe('Goal amount must be at least $100');
    expect(messageOf(screen.getByRole('combobox', { name: 'Organization' }))).toBe('Please select an organization');
    expect(create.calls).toHaveLength(0);
  });

  it('refuses a new organization name under 3 characters before asking the server', async () => {
    const createOrganization = mockOperation(organizationOperations.create, { ...organizations[0]!, id: 2 });
    const { user } = openCreatePage();

    await user.type(screen.getByLabelText('Or create a new organization'), 'Ab');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Organization name must be at least 3 characters')).toBeDefined();
    expect(createOrganization.calls).toHaveLength(0);
  });

  it('creates the campaign with its goal in cents, and says so', async () => {
    const create = mockOperation(campaignAdminOperations.create, savedCampaign());
    const { user } = openCreatePage();

    await fillValidCampaign(user);
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));

    expect(await findToast('Campaign created successfully')).toBeDefined();
    expect(create.calls[0]!.body).toMatchObject({
      title: 'Clean Water for Kisoro',
      goal: 100_000,
      organizationId: 1,
      status: 'draft',
    });
  });

  it("shows the server's message in the Error toast and its field message under the field", async () => {
    mockOperation(
      campaignAdminOperations.create,
      apiError(400, {
        code: 'VALIDATION_FAILED',
        message: 'Please correct the highlighted fields',
        fieldErrors: { title: ['A campaign with this title already exists'] },
      }),
    );
    const { user } = openCreatePage();

    await fillValidCampaign(user);
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));

    expect(within(await findToast('Error')).getByText('Please correct the highlighted fields')).toBeDefined();
    expect(await screen.findByText('A campaign with this title already exists')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Create Campaign' })).toHaveProperty('disabled', false);
  });

  it('offers the fifteen currencies, starting in US dollars when that is the default', async () => {
    const { user } = openCreatePage();
    const select = screen.getByRole('combobox', { name: 'Currency' });
    const options = within(select).getAllByRole('option');
    expect(options).toHaveLength(15);
    expect(options[1]!.textContent).toBe('EUR — Euro');
    expect((select as HTMLSelectElement).value).toBe('usd');
    expect((screen.getByLabelText('Goal (USD)') as HTMLInputElement).value).toBe('1000');

    await user.selectOptions(select, 'eur');
    expect(screen.getByLabelText('Goal (EUR)')).toBeDefined();
    expect(select.hasAttribute('disabled')).toBe(false);
  });

  it("starts in the organization's default currency, its goal scaled, and sends yen as they are", async () => {
    const create = mockOperation(campaignAdminOperations.create, savedCampaign());
    const { user } = openCreatePage('jpy');

    const goal = await screen.findByLabelText('Goal (JPY)');
    expect((screen.getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement).value).toBe('jpy');
    expect((goal as HTMLInputElement).value).toBe('100000');
    await user.clear(goal);
    await user.type(goal, '10000');
    await fillValidCampaign(user);
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));

    expect(await findToast('Campaign created successfully')).toBeDefined();
    expect(create.calls[0]!.body).toMatchObject({ currency: 'jpy', goal: 10_000 });
  });

  it("refuses a goal under the currency's minimum with its message", async () => {
    const create = mockOperation(campaignAdminOperations.create, savedCampaign());
    const { user } = openCreatePage();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'jpy');
    const goal = screen.getByLabelText('Goal (JPY)');
    await user.clear(goal);
    await user.type(goal, '5000');
    await fillValidCampaign(user);
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));

    expect(await screen.findByText('Goal amount must be at least ¥10,000')).toBeDefined();
    expect(create.calls).toHaveLength(0);
  });
});
