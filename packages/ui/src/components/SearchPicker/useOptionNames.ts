import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { SearchPickerDescribe, SearchPickerOption } from './searchPickerOptions';

export interface OptionNames {
  /** The option of a value: from an answer seen, `knownOptions`, or `describe`; else its raw value. */
  optionFor: (value: string) => SearchPickerOption;
  /** Keeps the options of an answer, so that a value chosen from it keeps its name. */
  remember: (options: readonly SearchPickerOption[]) => void;
}

interface OptionNamesOptions {
  /** The chosen values: those without a name are described. */
  values: readonly string[];
  knownOptions: readonly SearchPickerOption[] | undefined;
  describe: SearchPickerDescribe | undefined;
}

const sameOption = (a: SearchPickerOption | undefined, b: SearchPickerOption) =>
  a !== undefined &&
  a.label === b.label &&
  a.description === b.description &&
  a.disabled === b.disabled;

/**
 * The names of values. Every option of every answer is kept, `knownOptions` seed the names, and
 * `describe` is asked, in one call, for the chosen values still without one (a value that came
 * from a link). A value neither knows keeps its raw value as its name.
 */
export function useOptionNames({
  values,
  knownOptions,
  describe,
}: OptionNamesOptions): OptionNames {
  const [seen, setSeen] = useState<ReadonlyMap<string, SearchPickerOption>>(() => new Map());
  // Values that `describe` did not name (or failed to): not asked again.
  const [nameless, setNameless] = useState<ReadonlySet<string>>(() => new Set());
  const known = useMemo(
    () => new Map((knownOptions ?? []).map((option) => [option.value, option])),
    [knownOptions],
  );

  const remember = useCallback((options: readonly SearchPickerOption[]) => {
    setSeen((previous) => {
      const fresh = options.filter((option) => !sameOption(previous.get(option.value), option));
      if (fresh.length === 0) return previous;
      const next = new Map(previous);
      for (const option of fresh) next.set(option.value, option);
      return next;
    });
  }, []);

  const optionFor = useCallback(
    (value: string): SearchPickerOption =>
      seen.get(value) ?? known.get(value) ?? { value, label: value },
    [seen, known],
  );

  const describeRef = useRef(describe);
  useLayoutEffect(() => {
    describeRef.current = describe;
  });
  const canDescribe = describe !== undefined;
  // A string, so that the effect runs again only when the set of unnamed values changes.
  const unnamedKey = JSON.stringify(
    values.filter((value) => !seen.has(value) && !known.has(value) && !nameless.has(value)),
  );

  useEffect(() => {
    const unnamed = JSON.parse(unnamedKey) as string[];
    const describeNow = describeRef.current;
    if (!canDescribe || !describeNow || unnamed.length === 0) return;
    const controller = new AbortController();
    describeNow(unnamed, controller.signal).then(
      (options) => {
        if (controller.signal.aborted) return;
        remember(options);
        const named = new Set(options.map((option) => option.value));
        const left = unnamed.filter((value) => !named.has(value));
        if (left.length > 0) setNameless((previous) => new Set([...previous, ...left]));
      },
      () => {
        if (controller.signal.aborted) return;
        setNameless((previous) => new Set([...previous, ...unnamed]));
      },
    );
    return () => controller.abort();
  }, [unnamedKey, canDescribe, remember]);

  return { optionFor, remember };
}
