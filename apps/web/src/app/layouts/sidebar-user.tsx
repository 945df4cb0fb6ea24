import type { User } from '@causeway/contracts';
import { UserAvatar } from '@/components/ui/user-avatar';
import { SignOutButton } from '@/features/auth';

export function SidebarUser({ user }: { user: User }) {
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3">
        <UserAvatar name={user.username} />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-foreground">{user.username}</p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </div>
      </div>
      <SignOutButton />
    </div>
  );
}
