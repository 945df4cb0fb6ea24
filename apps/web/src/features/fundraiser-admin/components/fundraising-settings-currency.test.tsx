// @vitest-environment jsdom
import { fundraiserMessages, fundraiserOperations } from '@causeway/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOperation, type Fixture } from '@/test/mock-api';
import { findToast, renderWithProviders } from '@/test/render';
import { FundraisingSettingsForm } from './fundraising-settings-form';

// Issue 26: a yen campaign's suggested personal goal is typed, bounded and sent in whole yen.

type Settings = Fixture<typeof fundraiserOperations.settings>;

describe('the peer-to-peer settings form of a yen campaign', () => {
  it('shows the saved goal in yen, refuses one under ¥10,000 and sends whole yen', async () => {
    mockOperation(fundraiserOperations.settings, { enabled: true, suggestedGoal: 50_000, guide: '' });
    const save = mockOperation(fundraiserOperations.saveSettings, (call) => call.body as Settings);
    const { user } = renderWithProviders(<FundraisingSettingsForm campaignId={7} currency="jpy" />);
    const form = await screen.findByRole('form', { name: 'Peer-to-peer fundraising' });
    const goal = within(form).getByRole('textbox', { name: 'Suggested personal goal (JPY, optional)' });
    expect((goal as HTMLInputElement).value).toBe('50000');
    expect(within(form).getByText('Offered in the form a supporter fills in. At least ¥10,000.')).toBeDefined();

    await user.clear(goal);
    await user.type(goal, '9,999');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('Your goal must be at least ¥10,000')).toBeDefined();
    expect(save.calls).toEqual([]);

    await user.clear(goal);
    await user.type(goal, '¥30,000');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await findToast(fundraiserMessages.settingsSaved)).toBeDefined();
    expect(save.calls[0]!.body).toEqual({ enabled: true, suggestedGoal: 30_000, guide: '' });
  });
});
