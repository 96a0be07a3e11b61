/** Set by vitest.browser.config.ts: where the test run's Auth emulator listens. */
declare const __AUTH_EMULATOR_URL__: string;
