import { House, LayoutDashboard, type LucideIcon } from 'lucide-react';

export type NavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Spec section 2: exact match for /dashboard, prefix match for the admin entries. */
  end: boolean;
};

export const memberNavItems: NavItem[] = [{ to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard, end: true }];

export const visitorNavItems: NavItem[] = [{ to: '/', label: 'Home', icon: House, end: true }];
