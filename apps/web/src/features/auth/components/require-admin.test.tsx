// @vitest-environment jsdom
import { authOperations, type User } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOperation } from '@/test/mock-api';
import { findNavigation, renderWithProviders } from '@/test/render';
import { RequireAdmin } from './require-admin';

const admin: User = {
  id: 1,
  email: 'admin@example.com',
  username: 'admin',
  firstName: 'Ada',
  lastName: 'Admin',
  role: 'admin',
  emailVerified: true,
  emailUpdates: false,
  twoFactorSetupRequired: false,
};

function renderAdminPage(user: User | null) {
  mockOperation(authOperations.me, user);
  return renderWithProviders(
    <RequireAdmin>
      <p>Donors</p>
    </RequireAdmin>,
    { route: '/admin/donors?page=2', path: '/admin/donors' },
  );
}

describe('RequireAdmin', () => {
  it('sends an administrator who must add a second factor to /admin/two-factor-setup, then back to this page', async () => {
    renderAdminPage({ ...admin, twoFactorSetupRequired: true });
    expect(await findNavigation()).toBe('/admin/two-factor-setup?redirect=/admin/donors%3Fpage%3D2');
    expect(screen.queryByText('Donors')).toBeNull();
  });

  it('shows the page to an administrator with a second factor', async () => {
    renderAdminPage(admin);
    expect(await screen.findByText('Donors')).toBeDefined();
  });

  it('still sends a visitor to log in', async () => {
    renderAdminPage(null);
    expect(await findNavigation()).toBe('/login?redirect=/admin/donors%3Fpage%3D2');
  });

  it('sends a donor to the dashboard', async () => {
    renderAdminPage({ ...admin, role: 'donor' });
    expect(await findNavigation()).toBe('/dashboard');
  });
});
