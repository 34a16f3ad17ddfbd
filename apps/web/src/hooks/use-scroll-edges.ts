import { useEffect, useState, type RefObject } from 'react';

type Edges = { canScrollBack: boolean; canScrollForward: boolean };

/**
 * Whether a horizontally scrolling element can scroll further back or forward; kept up to date
 * as it scrolls and as its content or size changes.
 */
export function useScrollEdges(scroller: RefObject<HTMLElement | null>): Edges {
  const [edges, setEdges] = useState<Edges>({ canScrollBack: false, canScrollForward: false });

  useEffect(() => {
    const node = scroller.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      // One pixel of slack: zoomed pages report fractional scroll positions.
      const canScrollBack = node.scrollLeft > 1;
      const canScrollForward = node.scrollLeft + node.clientWidth < node.scrollWidth - 1;
      setEdges((current) =>
        current.canScrollBack === canScrollBack && current.canScrollForward === canScrollForward
          ? current
          : { canScrollBack, canScrollForward },
      );
    };
    // Observing the content too: new cards change the scroll width, not the box.
    const observer = new ResizeObserver(update);
    observer.observe(node);
    for (const child of Array.from(node.children)) observer.observe(child);
    node.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      node.removeEventListener('scroll', update);
    };
  }, [scroller]);

  return edges;
}
