import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * WCAG 2.4.2 and 4.1.3 for a single-page app: each screen names the browser tab after its heading
 * ("Settings · Clinic Console", in the reader's language since the heading is), and after a
 * navigation focus moves to the new heading, so a screen reader says where the person arrived.
 * The first load leaves focus alone. Screens load on demand and change language in place, so the
 * heading is watched rather than read once.
 */
export function usePageArrival(main: RefObject<HTMLElement | null>, appName: string): void {
  const { pathname } = useLocation();
  const focusedFor = useRef<string | null>(null);
  const firstPath = useRef(pathname);

  useEffect(() => {
    const root = main.current;
    if (!root) return undefined;
    const follow = () => {
      const heading = root.querySelector('h1');
      const title = heading?.textContent?.trim();
      if (!heading || !title) return;
      const tabTitle = `${title} · ${appName}`;
      if (document.title !== tabTitle) document.title = tabTitle;
      if (focusedFor.current !== pathname && pathname !== firstPath.current) {
        heading.tabIndex = -1;
        heading.focus();
      }
      focusedFor.current = pathname;
      firstPath.current = '';
    };
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [main, pathname, appName]);
}
