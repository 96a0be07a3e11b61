// Types for consoleBuild.mjs, so TypeScript callers (the benchmark) can use it.

/**
 * A hash of every input of the console's build and of the VITE_* settings it is made with; `root`
 * is the repository's unless given (consoleBuild.test.mjs hashes a copy).
 */
export function consoleInputsHash(
  env: Record<string, string | undefined>,
  root?: string,
  options?: { sourcemap?: false | 'hidden' | boolean },
): Promise<string>;

/** Builds the console into `outDir` unless the build there was made from the same inputs. */
export function buildConsole(options: {
  outDir: string;
  /** Settings for the build (VITE_*), over the process's environment. */
  env?: Record<string, string>;
  /** Vite's `build.sourcemap` ('hidden': maps written, not named in the scripts). */
  sourcemap?: false | 'hidden' | boolean;
}): Promise<{ built: boolean; seconds: number }>;
