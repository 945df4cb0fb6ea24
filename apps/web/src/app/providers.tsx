import { QueryClientProvider } from '@tanstack/react-query';
import type { User } from '@causeway/contracts';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { meQueryKey } from '@/features/auth';
import { installErrorReporter } from '@/features/errors';
import { createQueryClient } from '@/lib/query-client';
import { ThemeProvider } from './theme/theme-provider';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // Spec: an error reporter on every page; reports carry the signed-in user's ID when there is one.
    installErrorReporter(() => client.getQueryData<User | null>(meQueryKey)?.id);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
