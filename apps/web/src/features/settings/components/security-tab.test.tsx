// @vitest-environment jsdom
import { securityMessages, settingsMessages, settingsOperations, type AdminSettings } from '@causeway/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meQueryKey } from '@/features/auth';
import { mockOperation } from '@/test/mock-api';
import { findToast, renderWithProviders } from '@/test/render';
import { storedSettings, type AdminSettingsFixture } from '../test/admin-settings-fixture';
import { SettingsTabs } from './settings-tabs';

const stored = storedSettings;
type Settings = AdminSettingsFixture;

function openSecurityTab() {
  const view = renderWithProviders(<SettingsTabs settings={stored as AdminSettings} />, {
    route: '/admin/settings?tab=security',
    path: '/admin/settings',
  });
  const panel = screen.getByRole('tabpanel', { name: 'Security' });
  return { ...view, panel };
}

const save = (panel: HTMLElement) => within(panel).getByRole('button', { name: 'Save security settings' });

describe('Settings → Security', () => {
  it('shows the stored requirement and session lifetimes, with what the requirement means', () => {
    const { panel } = openSecurityTab();
    const requirement = within(panel).getByRole('checkbox', { name: 'Require two-factor for administrators' });
    expect(requirement.getAttribute('aria-checked')).toBe('false');
    expect(requirement.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(panel).getByText(
        'Administrators must sign in with an authenticator app or a passkey. Those without one are asked to set one up.',
      ),
    ).toBeDefined();
    expect((within(panel).getByLabelText('Sign out sessions idle for (days)') as HTMLInputElement).value).toBe('30');
    expect((within(panel).getByLabelText('Sign out every session after (days)') as HTMLInputElement).value).toBe('90');
  });

  it('refuses days out of range and a longest life shorter than the idle time-out, without asking the server', async () => {
    const update = mockOperation(settingsOperations.save, stored);
    const { panel, user } = openSecurityTab();
    const idle = within(panel).getByLabelText('Sign out sessions idle for (days)');
    const longest = within(panel).getByLabelText('Sign out every session after (days)');

    await user.clear(idle);
    await user.type(idle, '0');
    await user.click(save(panel));
    expect(await within(panel).findByText(securityMessages.sessionDaysRange)).toBeDefined();

    await user.clear(idle);
    await user.type(idle, '60');
    await user.clear(longest);
    await user.type(longest, '45');
    await user.click(save(panel));
    expect(await within(panel).findByText(securityMessages.sessionMaxBelowIdle)).toBeDefined();
    expect(within(panel).queryByText(securityMessages.sessionDaysRange)).toBeNull();
    expect(update.calls).toHaveLength(0);
  });

  it('saves the tab whole and reads the signed-in user again once the requirement is on', async () => {
    const update = mockOperation(settingsOperations.save, (call) => ({
      ...stored,
      security: (call.body as { security: Settings['security'] }).security,
    }));
    const { panel, user, queryClient } = openSecurityTab();
    queryClient.setQueryData(meQueryKey, null);

    await user.click(within(panel).getByRole('checkbox', { name: 'Require two-factor for administrators' }));
    const idle = within(panel).getByLabelText('Sign out sessions idle for (days)');
    await user.clear(idle);
    await user.type(idle, '14');
    await user.click(save(panel));

    await findToast(settingsMessages.saved);
    expect(update.calls.map((call) => call.body)).toEqual([
      { security: { requireAdminTwoFactor: true, sessionIdleDays: 14, sessionMaxDays: 90 } },
    ]);
    await waitFor(() => expect(queryClient.getQueryState(meQueryKey)?.isInvalidated).toBe(true));
  });

  it('leaves the signed-in user alone when the requirement stays off', async () => {
    mockOperation(settingsOperations.save, stored);
    const { panel, user, queryClient } = openSecurityTab();
    queryClient.setQueryData(meQueryKey, null);
    await user.click(save(panel));
    await findToast(settingsMessages.saved);
    expect(queryClient.getQueryState(meQueryKey)?.isInvalidated).toBe(false);
  });
});
