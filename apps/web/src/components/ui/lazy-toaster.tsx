import { useEffect, useState, type ComponentType } from 'react';
import { loadOnce, whenIdle } from '@/lib/lazy-module';
import { getToasts, subscribeToToasts } from './use-toast';

// A failed chunk download is retried at the next toast.
const importToaster = loadOnce(async (): Promise<ComponentType> => (await import('./toaster')).Toaster);

/**
 * The toaster, without Radix toast in the script that hydrates a page (about 10 KB gzip of it). `toast()` works at
 * once: the store (use-toast.ts) keeps the messages, and the toaster is fetched when the page is idle after
 * hydrating, or at the first toast if that comes earlier; it then shows what is queued. It renders nothing on the
 * server and in the first render in the browser, so hydration matches.
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);

  useEffect(() => {
    let active = true;
    const load = () => {
      importToaster().then(
        (component) => {
          if (active) setToaster(() => component);
        },
        (error: unknown) => console.warn('Could not load the toaster', error),
      );
    };
    if (getToasts().length > 0) load();
    const unsubscribe = subscribeToToasts(load);
    const cancelIdle = whenIdle(load, 3000);
    return () => {
      active = false;
      unsubscribe();
      cancelIdle();
    };
  }, []);

  return Toaster ? <Toaster /> : null;
}
