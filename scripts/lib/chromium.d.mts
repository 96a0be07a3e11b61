// Types for chromium.mjs, so TypeScript callers (tests, the benchmark) can use it.
export const chromiumPath: string;
export const chromiumArgs: string[];
export function ensureChromium(): Promise<void>;
