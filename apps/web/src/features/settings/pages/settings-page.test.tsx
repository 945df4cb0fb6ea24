// @vitest-environment jsdom
import { authOperations, settingsOperations, type User } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOperation } from '@/test/mock-api';
import { findNavigation, renderWithProviders } from '@/test/render';
import { storedSettings } from '../test/admin-settings-fixture';
import { SettingsPage } from './settings-page';

const admin: User = {
  id: 1,
  email: 'grace@example.org',
  username: 'grace',
  firstName: 'Grace',
  lastName: 'Hopper',
  role: 'admin',
  emailVerified: true,
  emailUpdates: false,
  twoFactorSetupRequired: false,
};

const openSettings = () =>
  renderWithProviders(<SettingsPage />, { route: '/admin/settings?tab=security', path: '/admin/settings' });

describe('/admin/settings', () => {
  it('shows the Security tab to an administrator who may use it', async () => {
    mockOperation(authOperations.me, admin);
    mockOperation(settingsOperations.admin, storedSettings);
    openSettings();
    expect(await screen.findByRole('tab', { name: 'Security', selected: true })).toBeDefined();
    expect(await screen.findByRole('checkbox', { name: 'Require two-factor for administrators' })).toBeDefined();
  });

  it('sends an administrator without the required second factor to set one up, and back here after', async () => {
    mockOperation(authOperations.me, { ...admin, twoFactorSetupRequired: true });
    const settings = mockOperation(settingsOperations.admin, storedSettings);
    openSettings();
    expect(await findNavigation()).toBe('/admin/two-factor-setup?redirect=/admin/settings%3Ftab%3Dsecurity');
    expect(settings.calls).toHaveLength(0);
  });
});
