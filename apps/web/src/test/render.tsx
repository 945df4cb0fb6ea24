import { setupI18n, type I18n } from '@lingui/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ThemeProvider } from '@/app/theme/theme-provider';
import { Toaster } from '@/components/ui/toaster';
import { LocaleProvider } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

type RenderOptions = {
  /** The URL the page opens at, e.g. '/donate/7?amount=25'. */
  route?: string;
  /** The route pattern `ui` is mounted at, so useParams works: '/donate/:identifier'. Defaults to `route`'s path. */
  path?: string;
  /** The page's language, its catalogue loaded (`await i18nFor('es')`); English by default. */
  i18n?: I18n;
};

/**
 * English as the code writes it: outside a production build Lingui compiles each macro's own text, so English needs
 * no catalogue here.
 */
export const english = setupI18n({ locale: 'en', messages: { en: {} } });

export type RenderWithProviders = RenderResult & {
  user: ReturnType<typeof userEvent.setup>;
  queryClient: QueryClient;
};

/** Any other URL the page navigates to shows where it went, so a test can read it off the screen. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p>Navigated to {pathname + search}</p>;
}

/** Where the page navigated to, as `Elsewhere` shows it. */
export async function findNavigation(): Promise<string> {
  const note = await screen.findByText(/^Navigated to /);
  return note.textContent!.replace(/^Navigated to /, '');
}

/**
 * The toast titled `title` (the toaster's region holds one at a time), for reading its description with `within`.
 */
export function findToast(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const region = screen.getByRole('region', { name: /^Notifications/ });
    const toast = within(region)
      .queryAllByRole('listitem')
      .find((item) => within(item).queryByText(title) !== null);
    if (!toast) throw new Error(`No toast titled '${title}'`);
    return toast;
  });
}

/**
 * Renders `ui` as the app would (main.tsx, app/providers.tsx): the app's query client (its freshness rules, no
 * retries), the page's language, the theme, a router at `route` and the toaster. The toaster is rendered directly instead of loaded
 * lazily (LazyToaster), so a toast is on screen as soon as it is raised.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path, i18n = english }: RenderOptions = {},
): RenderWithProviders {
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <LocaleProvider i18n={i18n}>
        <ThemeProvider>
          <MemoryRouter initialEntries={[route]} useTransitions={false}>
            <Routes>
              <Route path={path ?? new URL(route, 'http://localhost').pathname} element={ui} />
              <Route path="*" element={<Elsewhere />} />
            </Routes>
          </MemoryRouter>
          <Toaster />
        </ThemeProvider>
      </LocaleProvider>
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}
