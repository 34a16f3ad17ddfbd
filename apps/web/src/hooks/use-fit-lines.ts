import { useLayoutEffect, useRef, useState } from 'react';
import { linesThatFit } from './fit-lines';

/**
 * For a title in a box of flexible height (a deck card on a short phone): how many whole
 * lines of it fit, kept current as the box changes size. The box gets the ref; its first
 * child, the text, is clamped to that many lines with an ellipsis (`-webkit-line-clamp`), so
 * a line is shown whole or not at all, never sliced through its letters.
 * @example const [box, lines] = useFitLines<HTMLDivElement>(4);
 */
export function useFitLines<T extends HTMLElement>(max: number) {
  const box = useRef<T>(null);
  const [lines, setLines] = useState(max);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const text = element.firstElementChild ?? element;
    const measure = () =>
      setLines(
        linesThatFit(element.clientHeight, parseFloat(getComputedStyle(text).lineHeight), max),
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [max]);
  return [box, lines] as const;
}
