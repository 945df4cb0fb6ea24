import {
  Compass,
  HandCoins,
  House,
  LayoutDashboard,
  Megaphone,
  Repeat,
  Settings,
  TriangleAlert,
  Users,
  type LucideIcon,
} from 'lucide-react';

export type NavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Spec section 2: exact match for /dashboard, prefix match for the admin entries. */
  end: boolean;
};

export const memberNavItems: NavItem[] = [{ to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard, end: true }];

export const adminNavItems: NavItem[] = [
  { to: '/admin/campaigns', label: 'Campaigns', icon: Megaphone, end: false },
  { to: '/admin/donations', label: 'Donations', icon: HandCoins, end: false },
  { to: '/admin/donors', label: 'Donors', icon: Users, end: false },
  { to: '/admin/recurring', label: 'Recurring gifts', icon: Repeat, end: false },
  { to: '/admin/error-logs', label: 'Error Logs', icon: TriangleAlert, end: false },
  { to: '/admin/onboarding', label: 'Onboarding', icon: Compass, end: false },
  { to: '/admin/settings', label: 'Settings', icon: Settings, end: false },
];

export const visitorNavItems: NavItem[] = [{ to: '/', label: 'Home', icon: House, end: true }];
