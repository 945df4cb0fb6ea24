// @vitest-environment jsdom
import { settingsMessages, settingsOperations, type AdminSettings } from '@causeway/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOperation } from '@/test/mock-api';
import { findToast, renderWithProviders } from '@/test/render';
import { storedSettings } from '../test/admin-settings-fixture';
import { SettingsTabs } from './settings-tabs';

function openOrganizationTab() {
  const view = renderWithProviders(<SettingsTabs settings={storedSettings as AdminSettings} />, {
    route: '/admin/settings?tab=organization',
    path: '/admin/settings',
  });
  const panel = screen.getByRole('tabpanel', { name: 'Organization' });
  return { ...view, panel };
}

describe('Settings → Organization: default currency', () => {
  it('shows the stored default currency among the fifteen and saves another with the tab', async () => {
    const saved = {
      ...storedSettings,
      organization: { ...storedSettings.organization, defaultCurrency: 'eur' as const },
    };
    const update = mockOperation(settingsOperations.save, saved);
    const { panel, user } = openOrganizationTab();

    const select = within(panel).getByRole('combobox', { name: 'Default currency' }) as HTMLSelectElement;
    expect(select.value).toBe('usd');
    expect(within(select).getAllByRole('option')).toHaveLength(15);
    expect(within(panel).getByText('New campaigns start in this currency.')).toBeDefined();

    await user.selectOptions(select, 'eur');
    await user.click(within(panel).getByRole('button', { name: 'Save organization settings' }));

    expect(await findToast(settingsMessages.saved)).toBeDefined();
    expect(update.calls[0]!.body).toMatchObject({
      organization: { name: 'Causeway Trust', defaultCurrency: 'eur' },
    });
    expect(select.value).toBe('eur');
  });
});
