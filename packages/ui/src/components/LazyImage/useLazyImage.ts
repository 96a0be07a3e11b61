import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  LAZY_IMAGE_OBSERVER_OPTIONS,
  isFetchableImageUrl,
  type LazyImageState,
} from './lazyImageRules';

interface Attempt {
  url: string;
  /** True while waiting to become visible or while the bytes are on their way. */
  running: boolean;
  stop: () => void;
}

type Settled = { url: string; state: Exclude<LazyImageState, 'placeholder'> };

/**
 * Waits until `url` is worth fetching and the element is visible, then preloads it with
 * `new Image()`, so `loaded` means the bytes have arrived and `load-error` that they never will.
 */
function startAttempt(
  element: Element,
  url: string,
  onSettled: (settled: Settled) => void,
): Attempt {
  const attempt: Attempt = { url, running: true, stop: () => {} };
  const settle = (state: Settled['state']) => {
    attempt.running = false;
    onSettled({ url, state });
  };
  const load = () => {
    const image = new Image();
    image.onload = () => settle('loaded');
    image.onerror = () => settle('load-error');
    attempt.stop = () => {
      attempt.running = false;
      image.onload = null;
      image.onerror = null;
    };
    image.src = url;
  };

  // docs/product.md §2: without visibility-observer support the image loads immediately.
  if (typeof IntersectionObserver === 'undefined') {
    load();
    return attempt;
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    // docs/product.md §2: once visible, stop observing; the element's job is now to load.
    observer.unobserve(element);
    observer.disconnect();
    load();
  }, LAZY_IMAGE_OBSERVER_OPTIONS);
  attempt.stop = () => {
    attempt.running = false;
    observer.disconnect();
  };
  observer.observe(element);
  return attempt;
}

/**
 * docs/product.md §2 lazy image rules, shared by LazyImage and LazyBackgroundImage. The state belongs to one
 * address: a new address starts again from the placeholder.
 */
export function useLazyImage(url: string, elementRef: RefObject<Element | null>): LazyImageState {
  const [settled, setSettled] = useState<Settled | null>(null);
  const state: LazyImageState = settled?.url === url ? settled.state : 'placeholder';

  const attemptRef = useRef<Attempt | null>(null);
  const lastStateRef = useRef<LazyImageState | null>(null);

  // Runs after every render, because docs/product.md §2 restarts the load "on update": when the address has
  // changed, or when the element is still a placeholder or in error.
  useEffect(() => {
    const element = elementRef.current;
    const attempt = attemptRef.current;
    // A render caused by this hook's own result is not an update of the element: without this
    // check a failing address would be fetched again and again.
    const ownResult = lastStateRef.current !== null && lastStateRef.current !== state;
    lastStateRef.current = state;

    if (!element || !isFetchableImageUrl(url)) {
      attempt?.stop();
      attemptRef.current = null;
      return;
    }
    const sameUrl = attempt?.url === url;
    if (sameUrl && (attempt.running || state === 'loaded' || ownResult)) return;

    attempt?.stop();
    attemptRef.current = startAttempt(element, url, (next) =>
      // The same result again (a retry that failed again) must not render, or it would retry again.
      setSettled((previous) =>
        previous?.url === next.url && previous.state === next.state ? previous : next,
      ),
    );
  });

  useEffect(
    () => () => {
      attemptRef.current?.stop();
      attemptRef.current = null;
      lastStateRef.current = null;
    },
    [],
  );

  return state;
}
