import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { ThemeProvider } from './theme/theme-provider';

/** The providers every page needs; the browser (main.tsx) and the server renderer each bring their query client. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <LazyToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
