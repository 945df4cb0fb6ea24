import { Trans } from '@lingui/react/macro';
import type { User } from '@causeway/contracts';
import { ChevronRight } from 'lucide-react';
import { NavLink } from 'react-router';
import { UserAvatar } from '@/components/ui/user-avatar';
import { SignOutButton } from '@/features/auth';
import { cn } from '@/lib/cn';

export function SidebarUser({ user }: { user: User }) {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <div className="grid min-w-0 gap-3">
      {/* The name block leads to the profile page (/account), highlighted there like a sidebar entry. */}
      <NavLink
        to="/account"
        end
        className={({ isActive }) =>
          cn(
            // min-w-0: a long e-mail address is truncated instead of widening the sidebar.
            '-m-2 flex min-w-0 items-center gap-3 rounded-lg p-2 transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            isActive ? 'bg-card shadow-xs ring-1 ring-border' : 'hover:bg-accent',
          )
        }
      >
        <UserAvatar name={user.username} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-foreground">{user.username}</p>
          {fullName ? <p className="truncate text-xs text-foreground/80">{fullName}</p> : null}
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </div>
        <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="sr-only">
          <Trans>Account settings</Trans>
        </span>
      </NavLink>
      <SignOutButton />
    </div>
  );
}
