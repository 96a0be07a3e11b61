import NProgress from 'nprogress';
import { useMemo } from 'react';
import { useUiText } from '../../i18n/UiTextProvider';
import { commonMessages } from '../../i18n/messages/common';
import './ProgressBar.css';

/** docs/product.md §9: the thin page progress bar's settings. */
export const PROGRESS_BAR_OPTIONS = {
  minimum: 0.1,
  speed: 500,
  trickleSpeed: 10,
  showSpinner: false,
} as const;

/** docs/product.md §2/§9: the router shows the bar only when a navigation takes longer than this. */
export const PROGRESS_BAR_START_DELAY_MS = 20;

const BAR_SELECTOR = '#nprogress [role="progressbar"]';

// nprogress's own template marks the bar role="bar", which is not an ARIA role (axe fails it):
// ours is a real progressbar. No aria-valuenow: nprogress's percentage is invented, so the bar is
// announced as indeterminate.
const NPROGRESS_SETTINGS = {
  ...PROGRESS_BAR_OPTIONS,
  barSelector: '[role="progressbar"]',
  template: '<div class="bar" role="progressbar"><div class="peg"></div></div>',
};

export interface ProgressBarStartOptions {
  /** The bar's accessible name; English "Loading…" by default (`useProgressBar` translates it). */
  label?: string;
  /** Show the bar only if `done()` has not been called within this many milliseconds. */
  delayMs?: number;
}

let pendingStart: ReturnType<typeof setTimeout> | undefined;

const cancelPendingStart = () => {
  clearTimeout(pendingStart);
  pendingStart = undefined;
};

const show = (label: string) => {
  NProgress.configure(NPROGRESS_SETTINGS);
  NProgress.start();
  // nprogress renders synchronously in start(), so its bar exists now and can be named.
  document.querySelector(BAR_SELECTOR)?.setAttribute('aria-label', label);
};

/** The page's top progress bar, one for the whole document (nprogress keeps a single instance). */
export const progressBar = {
  start({ label = commonMessages.en.loading, delayMs = 0 }: ProgressBarStartOptions = {}): void {
    cancelPendingStart();
    if (delayMs > 0) {
      pendingStart = setTimeout(() => {
        pendingStart = undefined;
        show(label);
      }, delayMs);
    } else {
      show(label);
    }
  },
  /** Completes and hides the bar, or cancels a start still waiting for its delay. */
  done(): void {
    cancelPendingStart();
    NProgress.done();
  },
  isStarted: (): boolean => NProgress.isStarted(),
};

/** `progressBar`, with the bar named in the current locale of the surrounding `UiTextProvider`. */
export function useProgressBar(): typeof progressBar {
  const text = useUiText();
  return useMemo(
    () => ({
      ...progressBar,
      start: (options: ProgressBarStartOptions = {}) =>
        progressBar.start({ ...options, label: options.label || text('loading') }),
    }),
    [text],
  );
}
