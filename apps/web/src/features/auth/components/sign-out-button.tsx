import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle, LogOut } from 'lucide-react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useLogout } from '../api/logout';

export function SignOutButton({ className }: { className?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const logout = useLogout({
    onSuccess: async () => {
      // flushSync: the home page is on screen before the sign-out stops counting as pending (see RequireAuth);
      // the router renders navigations as urgent updates (main.tsx), so this one is committed here.
      flushSync(() => void navigate('/'));
      toast({ title: t`Logged Out`, description: t`You have been successfully logged out` });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t`Logout Failed`,
        description: errorMessage(error, t`Please try again.`),
      });
    },
  });

  return (
    <Button
      variant="outline"
      className={cn('w-full justify-center', className)}
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
    >
      {logout.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <LogOut aria-hidden="true" />}
      <Trans>Sign out</Trans>
    </Button>
  );
}
