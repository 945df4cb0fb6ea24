// @vitest-environment jsdom
import { campaignUpdateOperations, type CampaignUpdate } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOperation } from '@/test/mock-api';
import { findToast, renderWithProviders } from '@/test/render';
import { UpdateFormDialog } from './update-form-dialog';

const posted: CampaignUpdate = {
  id: 3,
  campaignId: 7,
  title: 'The first well is dug',
  content: 'The first well gives clean water to 300 families.',
  imageUrl: null,
  isPublic: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  emailedAt: '2026-11-20T10:00:00.000Z',
  emailRecipientCount: 2,
};

const emailBox = () => screen.getByRole('checkbox', { name: /E-mail this update to subscribed donors/ });

describe('"E-mail this update to subscribed donors"', () => {
  it('is off by default, sends the choice with a new public update, and clears for a private one', async () => {
    const create = mockOperation(campaignUpdateOperations.create, posted);
    const { user } = renderWithProviders(<UpdateFormDialog campaignId={7} open update={null} onClose={() => {}} />);
    expect(emailBox().getAttribute('aria-checked')).toBe('false');

    await user.click(emailBox());
    await user.click(screen.getByRole('checkbox', { name: /Public update/ }));
    expect(emailBox().getAttribute('aria-checked')).toBe('false');
    expect(emailBox().hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /Public update/ }));
    await user.click(emailBox());

    await user.type(screen.getByLabelText('Title'), 'The first well is dug');
    await user.type(screen.getByLabelText('Content'), 'The first well gives clean water to 300 families.');
    await user.click(screen.getByRole('button', { name: 'Post Update' }));
    await findToast('Update posted!');
    expect(create.calls[0]!.body).toMatchObject({ isPublic: true, emailSubscribers: true });
    expect(screen.getByText(/It is on its way to 2 subscribed donors\./)).toBeDefined();
  });

  it('is not offered when editing, which says the update will not be e-mailed again', async () => {
    const edit = mockOperation(campaignUpdateOperations.edit, posted);
    const { user } = renderWithProviders(<UpdateFormDialog campaignId={7} open update={posted} onClose={() => {}} />);
    expect(screen.queryByRole('checkbox', { name: /E-mail this update/ })).toBeNull();
    expect(
      screen.getByText('E-mailed to 2 subscribed donors when it was posted. Saving changes does not e-mail it again.'),
    ).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Save Update' }));
    await findToast('Update saved');
    expect(edit.calls[0]!.body).not.toHaveProperty('emailSubscribers');
  });
});
