import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Calls `onVisible` when `target` scrolls into view inside `root` (the viewport by default).
 * While `enabled` is false nothing is observed; turning it back on checks again at once, so a
 * target still in view after a load triggers the next one.
 */
export function useOnVisible(
  target: RefObject<Element | null>,
  onVisible: () => void,
  {
    root,
    rootMargin = '0px',
    enabled = true,
  }: { root?: RefObject<Element | null>; rootMargin?: string; enabled?: boolean } = {},
) {
  const notify = useEffectEvent(onVisible);
  useEffect(() => {
    const node = target.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) notify();
      },
      { root: root?.current ?? null, rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [target, root, rootMargin, enabled]);
}
