import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { PageSkeleton } from '@/components/ui/page-skeleton';

export interface LazyPage {
  /** The route's element: the page once its module is loaded, `fallback` while it loads. */
  element: ReactNode;
  /** Loads the page's module; the server and the hydrating browser call it before rendering. */
  preload: () => Promise<void>;
}

/**
 * A page whose code loads when it is first opened. A preloaded page renders at once (the server renders it, and the
 * browser hydrates it, before anything else happens); otherwise a Suspense boundary shows `fallback` (the layout
 * with a skeleton in the page's place) until the module arrives. A module that fails to load (e.g. a chunk gone
 * after a new release) throws into the route's error boundary.
 */
export function lazyPage(load: () => Promise<ComponentType>, fallback: ReactNode = <PageSkeleton />): LazyPage {
  let Page: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  // A failed load stays failed: asking again at once would suspend and fail again in a loop, and the usual cause
  // (a chunk gone after a new release) is fixed by reloading, which the error page offers.
  const preload = () =>
    (loading ??= load().then((component) => {
      Page = component;
    }));
  function LoadedPage() {
    if (!Page) use(preload());
    return Page ? <Page /> : null;
  }
  // A loaded page renders without a Suspense boundary, as the server rendered it: a boundary would make React
  // hydrate the page in a later, lowest-priority pass (seen leaving the server's disabled donation form in place).
  function LazyRoute() {
    if (Page) return <Page />;
    return (
      <Suspense fallback={fallback}>
        <LoadedPage />
      </Suspense>
    );
  }
  return { element: <LazyRoute />, preload };
}
