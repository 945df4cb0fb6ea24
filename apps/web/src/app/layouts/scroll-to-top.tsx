import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec section 2: the page scrolls to the top on every route change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
