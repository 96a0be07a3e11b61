import { PROGRESS_BAR_START_DELAY_MS } from '@org/ui';
import { useEffect } from 'react';

/** The part of the progress bar the router drives. */
interface NavigationProgressBar {
  start: (options: { delayMs: number }) => void;
  done: () => void;
}

/**
 * docs/product.md §2: while a navigation runs the bar starts, but shows only after 20 ms; it ends as soon as
 * the navigation does (and when the page goes away mid-navigation).
 */
export function useNavigationProgress(navigating: boolean, progress: NavigationProgressBar): void {
  useEffect(() => {
    if (!navigating) return;
    progress.start({ delayMs: PROGRESS_BAR_START_DELAY_MS });
    return () => progress.done();
  }, [navigating, progress]);
}
