/** An unknown option value falls back to the default, with a warning in development builds only. */
export function optionOrDefault<T extends string>(
  component: string,
  prop: string,
  value: string | undefined,
  options: readonly T[],
  fallback: T,
): T {
  if (value === undefined) return fallback;
  if ((options as readonly string[]).includes(value)) return value as T;
  if (process.env.NODE_ENV !== 'production') {
    console.warn(`[@org/ui] ${component}: unknown ${prop} "${value}", using "${fallback}".`);
  }
  return fallback;
}
