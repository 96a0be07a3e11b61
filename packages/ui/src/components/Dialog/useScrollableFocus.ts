import { useCallback, useState } from 'react';

/**
 * A scrolling region must be reachable by keyboard to be scrolled (WCAG 2.1.1). Returns a ref for
 * the scroll container, one for its inner wrapper, and whether it overflows: give it
 * `tabIndex={0}` only then, so short dialogs keep no needless tab stop.
 */
export function useScrollableFocus() {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [overflowing, setOverflowing] = useState(false);

  const innerRef = useCallback(
    (inner: HTMLElement | null) => {
      if (!container || !inner) return;
      const measure = () => setOverflowing(container.scrollHeight > container.clientHeight + 1);
      measure();
      if (typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(measure);
      observer.observe(container);
      observer.observe(inner);
      return () => observer.disconnect();
    },
    [container],
  );

  return { containerRef: setContainer, innerRef, overflowing };
}
