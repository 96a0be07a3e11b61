/**
 * The failures a screen says itself: the error the api client rejected with, and its causes. (Not
 * in ./apiFailures, which /login loads at start: only changes, queries and signed-in screens ask.)
 */
const failuresShown = new WeakSet<object>();

const isObject = (value: unknown): value is { cause?: unknown } =>
  typeof value === 'object' && value !== null;

/**
 * docs/decisions.md "A failure is said once": the caller of a failed call shows it (a change's
 * words in its drawer or toast, a failed read's message), so the global toast of a 500 stays
 * away. A failure thrown again in other words names the api's error as its `cause`.
 */
export function markFailureShown(error: unknown): void {
  for (let current = error; isObject(current) && !failuresShown.has(current);) {
    failuresShown.add(current);
    current = current.cause;
  }
}

/**
 * docs/product.md §8: `say` a failure globally, unless the code that asked shows it. That code
 * hears of the failure after the api client, in the same task (the promise chain it awaits), and
 * marks it there; so the decision waits for the next task.
 */
export function sayUnlessShown(error: object, say: () => void): void {
  setTimeout(() => {
    if (!failuresShown.has(error)) say();
  }, 0);
}
