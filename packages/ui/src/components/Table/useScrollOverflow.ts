import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is larger than the element, either way. A table that scrolls must
 * be reachable by keyboard (WCAG 2.1.1), so the table's scroller becomes a focusable region only
 * while it scrolls. Both directions count: the scroller lets its content scroll down as well as
 * sideways (overflow-x: auto makes overflow-y auto too), and axe asks for a keyboard stop either way.
 */
export function useScrollOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The observer also reports once as soon as it starts observing.
    const observer = new ResizeObserver(() =>
      setOverflowing(
        element.scrollWidth > element.clientWidth + 1 ||
          element.scrollHeight > element.clientHeight + 1,
      ),
    );
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflowing;
}
