import type { I18n } from '@lingui/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { LocaleProvider } from '@/lib/i18n';
import { ThemeProvider } from './theme/theme-provider';

/**
 * The providers every page needs; the browser (main.tsx) and the server renderer each bring their query client and
 * the page's language, its catalogue loaded.
 */
export function AppProviders({
  queryClient,
  i18n,
  children,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider i18n={i18n}>
        <ThemeProvider>
          {children}
          <LazyToaster />
        </ThemeProvider>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
