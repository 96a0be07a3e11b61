/** An on-demand load whose promise every caller shares. */
interface LoadOnce<T> {
  (): Promise<T>;
  /** The load under way or done, else null (nobody has asked yet, or the last try failed). */
  started(): Promise<T> | null;
}

/**
 * Runs `load` (a dynamic import, a fetch) the first time it is asked for and shares its promise.
 * A failed load is forgotten, so the next call tries again: a dropped connection or a chunk
 * replaced by a new deploy must not break the page until a reload.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | null = null;
  const get = (): Promise<T> => {
    if (loading) return loading;
    const attempt = load();
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
    return attempt;
  };
  return Object.assign(get, { started: () => loading });
}
