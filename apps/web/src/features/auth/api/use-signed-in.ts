import type { User } from '@causeway/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { meQueryKey } from './get-me';

/**
 * The end of every way of signing in (password, second step, passkey): the `me` query holds the user, so the
 * login page sends them on, and the same greeting is shown.
 */
export function useSignedIn(): (user: User) => void {
  const queryClient = useQueryClient();
  return (user) => {
    queryClient.setQueryData(meQueryKey, user);
    toast({ title: 'Login Successful', description: `Welcome back, ${user.username}!` });
  };
}
