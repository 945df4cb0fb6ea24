import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { House, LayoutDashboard, type LucideIcon } from 'lucide-react';

export type NavItem = {
  to: string;
  label: MessageDescriptor;
  icon: LucideIcon;
  /** Spec section 2: exact match for /dashboard, prefix match for the admin entries. */
  end: boolean;
};

export const memberNavItems: NavItem[] = [
  { to: '/dashboard', label: msg`Dashboard`, icon: LayoutDashboard, end: true },
];

export const visitorNavItems: NavItem[] = [{ to: '/', label: msg`Home`, icon: House, end: true }];
