import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation to another page, moves keyboard and screen-reader focus to
 * the new content, as a full page load would. The first render (the page as loaded) and
 * changes of the hash alone leave focus where it is.
 */
export function useFocusOnNavigation(target: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    target.current?.focus({ preventScroll: true });
  }, [pathname, target]);
}
