import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is narrower than its content. A table that scrolls sideways must be reachable
 * by keyboard (WCAG 2.1.1), so the table's scroller becomes a focusable region only while it scrolls.
 */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The observer also reports once as soon as it starts observing.
    const observer = new ResizeObserver(() =>
      setOverflowing(element.scrollWidth > element.clientWidth + 1),
    );
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflowing;
}
