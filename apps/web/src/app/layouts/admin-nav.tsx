import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Compass, HandCoins, Megaphone, Repeat, Settings, TriangleAlert, Users } from 'lucide-react';
import type { NavItem } from './nav-items';
import { SidebarNav } from './sidebar-nav';

export const adminNavItems: NavItem[] = [
  { to: '/admin/campaigns', label: msg`Campaigns`, icon: Megaphone, end: false },
  { to: '/admin/donations', label: msg`Donations`, icon: HandCoins, end: false },
  { to: '/admin/donors', label: msg`Donors`, icon: Users, end: false },
  { to: '/admin/recurring', label: msg`Recurring gifts`, icon: Repeat, end: false },
  { to: '/admin/error-logs', label: msg`Error Logs`, icon: TriangleAlert, end: false },
  { to: '/admin/onboarding', label: msg`Onboarding`, icon: Compass, end: false },
  { to: '/admin/settings', label: msg`Settings`, icon: Settings, end: false },
];

/**
 * The sidebar's admin section. Its own chunk, loaded only for an administrator: its icons and entries are not
 * in every visitor's first script (the home page's initial JS budget, DESIGN.md).
 */
export function AdminNav() {
  const { t } = useLingui();
  return <SidebarNav items={adminNavItems} label={t`Admin Panel`} />;
}
