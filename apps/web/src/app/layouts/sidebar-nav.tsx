import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import type { NavItem } from './nav-items';

export function SidebarNav({ items, label }: { items: NavItem[]; label?: string }) {
  const { i18n } = useLingui();
  return (
    <div className="grid gap-1">
      {label ? (
        <p className="px-3 pb-1 pt-4 text-xs font-semibold uppercase tracking-wider text-muted-foreground">{label}</p>
      ) : null}
      <ul className="grid gap-1">
        {items.map(({ to, label: itemLabel, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  isActive
                    ? 'bg-primary-soft text-primary-soft-foreground'
                    : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                )
              }
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {i18n._(itemLabel)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
