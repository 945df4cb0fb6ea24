import { useEffect, useState, type ComponentType } from 'react';
import { getToasts, subscribeToToasts } from './use-toast';

let toasterModule: Promise<ComponentType> | undefined;
const importToaster = (): Promise<ComponentType> =>
  (toasterModule ??= import('./toaster').then(
    (module) => module.Toaster,
    (error: unknown) => {
      // A failed chunk download is retried at the next toast.
      toasterModule = undefined;
      throw error;
    },
  ));

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
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(load, { timeout: 3000 })
        : window.setTimeout(load, 200);
    return () => {
      active = false;
      unsubscribe();
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);

  return Toaster ? <Toaster /> : null;
}
