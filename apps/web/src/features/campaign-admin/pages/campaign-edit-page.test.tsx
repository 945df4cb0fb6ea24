// @vitest-environment jsdom
import {
  campaignAdminOperations,
  campaignFormMessages,
  embedFormDefaults,
  embedOperations,
  organizationOperations,
  uploadMessages,
  uploadOperations,
} from '@causeway/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockOperation, type Fixture, type RecordedCall } from '@/test/mock-api';
import { findToast, renderWithProviders } from '@/test/render';
import { campaignEdit, organizations, savedCampaign } from '../test/campaign-fixtures';
import { CampaignEditPage } from './campaign-edit-page';

type EmbedCode = Fixture<typeof embedOperations.code>;

const savedSettings = { ...embedFormDefaults, embedImpactText: null };

function embedCode(uniqueId: string, settings: EmbedCode['settings'] = savedSettings): EmbedCode {
  return {
    html: `<iframe src="http://localhost/embed/7?uid=${uniqueId}" width="100%" height="450"></iframe>`,
    script: `<div data-causeway-campaign="7" data-uid="${uniqueId}"></div><script src="http://localhost/embed.js" async></script>`,
    popup: `<a href="http://localhost/donate/7" data-causeway-donate="7">Donate ${uniqueId}</a><script async src="http://localhost/embed.js" data-mode="popup"></script>`,
    uniqueId,
    widgetUrl: 'http://localhost/embed/7',
    settings,
    generatedAt: '2025-03-01T10:00:00.000Z',
  };
}

const noCodeYet = apiError(404, {
  code: 'NOT_FOUND',
  message: 'No embed code has been generated for this campaign yet',
});

/** The edit page's reads: the campaign, the organizations and the campaign's current embed code. */
function openEditPage(campaign = campaignEdit(), code: EmbedCode | Response = noCodeYet) {
  mockOperation(campaignAdminOperations.detail, campaign);
  mockOperation(organizationOperations.list, organizations);
  mockOperation(embedOperations.code, code);
  return renderWithProviders(<CampaignEditPage />, {
    route: `/admin/campaigns/${campaign.id}/edit`,
    path: '/admin/campaigns/:id/edit',
  });
}

const image = (name: string, type: string) => new File([`pixels of ${name}`], name, { type });

/**
 * The file a multipart request carried, told by its content: its name does not survive the trip from jsdom's
 * FormData into Node's fetch in the test environment (vitest re-wraps the file as a Blob), unlike in a browser.
 */
async function sentFile(form: unknown, field: string): Promise<string> {
  // Node's File, not jsdom's: no instanceof check.
  const file = (form as FormData).get(field);
  return file === null || typeof file === 'string' ? String(file) : `${file.type}: ${await file.text()}`;
}

describe('the campaign editor: images', () => {
  it("uploads a reward's image at once and shows it", async () => {
    const upload = mockOperation(uploadOperations.image, { url: '/uploads/abc123.webp', width: 800, height: 450 });
    const { user } = openEditPage();

    await user.click(await screen.findByRole('button', { name: 'Add reward' }));
    await user.upload(screen.getByLabelText('Reward 1 image file'), image('medal.png', 'image/png'));

    const preview = await screen.findByRole('img', { name: 'Reward 1 image preview' });
    expect(preview.getAttribute('src')).toBe('/uploads/abc123.webp');
    expect(await sentFile(upload.calls[0]!.body, 'file')).toBe('image/png: pixels of medal.png');
  });

  it("shows the server's reason when it refuses the file", async () => {
    mockOperation(uploadOperations.image, apiError(400, { code: 'BAD_REQUEST', message: uploadMessages.svgRefused }));
    const { user } = openEditPage();

    await user.click(await screen.findByRole('button', { name: 'Add reward' }));
    await user.upload(screen.getByLabelText('Reward 1 image file'), image('logo.svg', 'image/svg+xml'));

    expect(await screen.findByText(uploadMessages.svgRefused)).toBeDefined();
    expect(screen.queryByRole('img', { name: 'Reward 1 image preview' })).toBeNull();
  });

  it('previews a picked featured image and sends it with the campaign when saved', async () => {
    const save = mockOperation(
      campaignAdminOperations.updateWithImage,
      savedCampaign({ featuredImageUrl: '/uploads/featured.webp' }),
    );
    const { user } = openEditPage();

    await user.upload(await screen.findByLabelText('Featured image file'), image('well.png', 'image/png'));
    expect(screen.getByRole('img', { name: 'Featured image preview' }).getAttribute('src')).toMatch(/^blob:/);
    expect(screen.getByText('well.png')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('Campaign updated successfully')).toBeDefined();
    const sent = save.calls[0]!.body as FormData;
    expect(await sentFile(sent, 'featuredImage')).toBe('image/png: pixels of well.png');
    expect(sent.get('title')).toBe('Clean Water for Kisoro');
    expect(sent.get('goal')).toBe('100000');
  });
});

describe('the campaign editor: embed code panel', () => {
  it('tells a campaign that is not active that it cannot have embed code, and asks the server nothing', async () => {
    const generate = mockOperation(embedOperations.generate, embedCode('uid-1'));
    const { user } = openEditPage(
      campaignEdit({ status: 'draft' }),
      apiError(409, { code: 'CONFLICT', message: 'Only active campaigns can generate embed codes.' }),
    );

    const panel = await screen.findByRole('region', { name: 'Embed Code' });
    expect(
      await within(panel).findByText(
        'Only active campaigns can generate embed codes. Please activate this campaign first.',
      ),
    ).toBeDefined();
    await user.click(within(panel).getByRole('button', { name: 'Generate Embed Code' }));

    expect(
      within(await findToast('Cannot Generate Embed Code')).getByText(
        'Only active campaigns can generate embed codes. Please activate this campaign first.',
      ),
    ).toBeDefined();
    expect(generate.calls).toHaveLength(0);
  });

  it('generates the code from the form’s settings, shows it, and copies it', async () => {
    const generate = mockOperation(embedOperations.generate, embedCode('uid-1'));
    const { user } = openEditPage();

    const panel = await screen.findByRole('region', { name: 'Embed Code' });
    expect(await within(panel).findByText('No embed code has been generated yet.')).toBeDefined();
    await user.click(within(panel).getByRole('button', { name: 'Generate Embed Code' }));

    expect(await within(panel).findByText('uid-1')).toBeDefined();
    expect(generate.calls[0]!.body).toEqual({ ...savedSettings, embedImpactText: '', refresh: false });
    expect(within(panel).getByRole('button', { name: 'Hide Code' })).toHaveProperty('ariaExpanded', 'true');
    const snippet = within(panel).getByLabelText<HTMLTextAreaElement>('Script snippet (recommended)');
    expect(snippet.value).toBe(embedCode('uid-1').script);
    // Pop-up giving (issue 24): the third form, a donate button that opens the form over the host page.
    expect(within(panel).getByLabelText<HTMLTextAreaElement>('Pop-up button').value).toBe(embedCode('uid-1').popup);

    await user.click(within(panel).getByRole('button', { name: 'Copy Script snippet (recommended)' }));
    expect(await findToast('Copied!')).toBeDefined();
    expect(within(panel).getByRole('button', { name: 'Copied Script snippet (recommended)' })).toBeDefined();
    expect(await navigator.clipboard.readText()).toBe(embedCode('uid-1').script);
  });

  it("flags 'Code Updated' once a setting differs from the code's, and updates or renews it", async () => {
    const bodies: RecordedCall['body'][] = [];
    mockOperation(embedOperations.generate, (call) => {
      bodies.push(call.body);
      const { refresh, ...settings } = call.body as EmbedCode['settings'] & { refresh: boolean };
      return embedCode(refresh ? 'uid-2' : 'uid-1', { ...settings, embedImpactText: null });
    });
    const { user } = openEditPage(campaignEdit(), embedCode('uid-1'));

    const panel = await screen.findByRole('region', { name: 'Embed Code' });
    expect(await within(panel).findByText('uid-1')).toBeDefined();
    expect(within(panel).queryByText('Code Updated')).toBeNull();

    await user.clear(screen.getByLabelText('Button text'));
    await user.type(screen.getByLabelText('Button text'), 'GIVE WATER');
    expect(within(panel).getByText('Code Updated')).toBeDefined();
    await user.click(within(panel).getByRole('button', { name: 'Update Code' }));

    expect(await within(panel).findByRole('button', { name: 'Hide Code' })).toBeDefined();
    expect(within(panel).queryByText('Code Updated')).toBeNull();
    expect(bodies[0]).toMatchObject({ embedButtonText: 'GIVE WATER', refresh: false });

    await user.click(within(panel).getByRole('button', { name: 'New Code' }));
    expect(await within(panel).findByText('uid-2')).toBeDefined();
    expect(bodies[1]).toMatchObject({ refresh: true });
  });
});

describe('the campaign editor: currency', () => {
  it('shows a yen campaign in yen and sends its goal and rewards as they are', async () => {
    const save = mockOperation(campaignAdminOperations.update, savedCampaign({ currency: 'jpy' }));
    const rewards = [{ id: 3, title: 'Postcard', description: '', minimumAmount: 500, imageUrl: null }];
    const { user } = openEditPage(campaignEdit({ currency: 'jpy', goal: 1_000_000, rewards }));

    const goal = await screen.findByLabelText('Goal (JPY)');
    expect((goal as HTMLInputElement).value).toBe('1000000');
    expect((screen.getByLabelText('Minimum amount (JPY)') as HTMLInputElement).value).toBe('500');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('Campaign updated successfully')).toBeDefined();
    expect(save.calls[0]!.body).toMatchObject({
      currency: 'jpy',
      goal: 1_000_000,
      rewards: [{ id: 3, minimumAmount: 500 }],
    });
  });

  it('locks the currency of a campaign that has received a gift, and still sends it', async () => {
    const save = mockOperation(campaignAdminOperations.update, savedCampaign({ currency: 'eur' }));
    const { user } = openEditPage(campaignEdit({ currency: 'eur', amountRaised: 2_500, totalDonors: 1 }));

    const select = await screen.findByRole('combobox', { name: 'Currency' });
    expect(select.hasAttribute('disabled')).toBe(true);
    expect((select as HTMLSelectElement).value).toBe('eur');
    expect(screen.getByText(campaignFormMessages.currencyLocked)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('Campaign updated successfully')).toBeDefined();
    expect(save.calls[0]!.body).toMatchObject({ currency: 'eur', goal: 100_000 });
  });

  it("lets a campaign without gifts change currency, and shows the server's refusal when it has one meanwhile", async () => {
    const save = mockOperation(
      campaignAdminOperations.update,
      apiError(409, { code: 'CONFLICT', message: campaignFormMessages.currencyLocked }),
    );
    const { user } = openEditPage();

    const select = await screen.findByRole('combobox', { name: 'Currency' });
    expect(select.hasAttribute('disabled')).toBe(false);
    await user.selectOptions(select, 'gbp');
    expect(screen.getByLabelText('Goal (GBP)')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(within(await findToast('Error')).getByText(campaignFormMessages.currencyLocked)).toBeDefined();
    expect(save.calls[0]!.body).toMatchObject({ currency: 'gbp', goal: 100_000 });
  });
});
