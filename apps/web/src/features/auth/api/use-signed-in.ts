import type { User } from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { meQueryKey } from './get-me';

/**
 * The end of every way of signing in (password, second step, passkey): the `me` query holds the user, so the
 * login page sends them on, and the same greeting is shown.
 */
export function useSignedIn(): (user: User) => void {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return (user) => {
    queryClient.setQueryData(meQueryKey, user);
    const username = user.username;
    toast({ title: t`Login Successful`, description: t`Welcome back, ${username}!` });
  };
}
