import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SearchPickerOption, SearchPickerSearch } from './searchPickerOptions';

/** `idle`: the list is closed. `loading` covers the debounce wait and the request itself. */
export type ServerSearchStatus = 'idle' | 'loading' | 'done' | 'failed';

export interface ServerSearch {
  status: ServerSearchStatus;
  /** The latest answer's options; kept on screen while the next answer loads, so the list does not flicker. */
  options: readonly SearchPickerOption[];
  /** How many records match in all, per the latest answer. */
  total: number;
  totalIsEstimate: boolean;
  /** Asks again at once, after a failure. */
  retry: () => void;
  /** Forgets the answer when the list closes, so that the next opening does not show an old one. */
  reset: () => void;
}

interface ServerSearchOptions {
  search: SearchPickerSearch;
  /** What to search; '' asks for the first records. */
  text: string;
  /** Searches only while the list is open. */
  active: boolean;
  debounceMs: number;
  /** Every answer's options, for the picker's cache of names. */
  onAnswer: (options: readonly SearchPickerOption[]) => void;
}

interface Answer {
  text: string;
  attempt: number;
  failed: boolean;
  options: readonly SearchPickerOption[];
  total: number;
  totalIsEstimate: boolean;
}

const NO_OPTIONS: readonly SearchPickerOption[] = [];

/**
 * Runs `search` for `text` while `active`: '' (opening, or the text cleared) at once, any other
 * text once typing pauses for `debounceMs`. A new text aborts the request before it, and an answer
 * that arrives for an aborted request (a search function that ignores its signal) is dropped, so
 * a slow answer to "no" never replaces the answer to "north".
 */
export function useServerSearch({
  search,
  text,
  active,
  debounceMs,
  onAnswer,
}: ServerSearchOptions): ServerSearch {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retryAtOnce = useRef(false);
  // The latest callbacks, so that a search function written inline does not restart the search.
  const latest = useRef({ search, onAnswer });
  useLayoutEffect(() => {
    latest.current = { search, onAnswer };
  });

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const run = () => {
      latest.current.search(text, controller.signal).then(
        (result) => {
          if (controller.signal.aborted) return;
          latest.current.onAnswer(result.options);
          setAnswer({
            text,
            attempt,
            failed: false,
            options: result.options,
            total: result.total,
            totalIsEstimate: result.totalIsEstimate ?? false,
          });
        },
        () => {
          if (controller.signal.aborted) return;
          setAnswer({
            text,
            attempt,
            failed: true,
            options: NO_OPTIONS,
            total: 0,
            totalIsEstimate: false,
          });
        },
      );
    };
    const atOnce = debounceMs <= 0 || text === '' || retryAtOnce.current;
    retryAtOnce.current = false;
    const timer = atOnce ? undefined : window.setTimeout(run, debounceMs);
    if (atOnce) run();
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [active, text, attempt, debounceMs]);

  const retry = useCallback(() => {
    retryAtOnce.current = true;
    setAttempt((count) => count + 1);
  }, []);
  const reset = useCallback(() => setAnswer(null), []);

  const current = answer && answer.text === text && answer.attempt === attempt ? answer : null;
  const status: ServerSearchStatus = !active
    ? 'idle'
    : current
      ? current.failed
        ? 'failed'
        : 'done'
      : 'loading';
  const shown = status === 'idle' ? null : (current ?? answer);
  return {
    status,
    options: shown?.options ?? NO_OPTIONS,
    total: shown?.total ?? 0,
    totalIsEstimate: shown?.totalIsEstimate ?? false,
    retry,
    reset,
  };
}
