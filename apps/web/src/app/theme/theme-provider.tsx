import type { Theme } from '@causeway/contracts';
import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { applyTheme, DARK_QUERY, DEFAULT_THEME, readStoredTheme, storeTheme } from './apply-theme';
import { ThemeContext } from './theme-context';

// The choice lives in localStorage; this copy keeps it for the page when storage is blocked.
let pageTheme: Theme | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the theme: follow it.
  const onStorage = () => {
    pageTheme = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const currentTheme = () => pageTheme ?? readStoredTheme();
// The server cannot know the visitor's choice: pages are rendered with the default, and hydration starts from it
// too (no mismatch), then React re-renders with the stored choice. The page's colours never wait for this:
// public/theme-init.js has set them before the first paint.
const serverTheme = () => DEFAULT_THEME;

export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribe, currentTheme, serverTheme);

  useEffect(() => {
    // Read again rather than trusting `theme`: while hydrating, `theme` is still the server's default.
    const chosen = currentTheme();
    applyTheme(chosen);
    if (chosen !== 'system') return;
    // 'system' follows the operating system live, not only at load.
    const media = window.matchMedia(DARK_QUERY);
    const onChange = () => applyTheme('system');
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    storeTheme(next);
    pageTheme = next;
    listeners.forEach((listener) => listener());
  }, []);

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}
