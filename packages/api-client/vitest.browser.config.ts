import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from '../../e2e/chromium.ts';
import { BROWSER_TEST_SERVER_PORT } from './test/browserTestServer.ts';

/**
 * The HTTP layer and the Firebase session in a real Chromium, against the real Auth emulator
 * (`node scripts/test.mjs api` starts it). The page is served on `localhost`, an authorised domain.
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  define: {
    __AUTH_EMULATOR_URL__: JSON.stringify(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199'}`,
    ),
  },
  server: {
    host: 'localhost',
    proxy: {
      '/api/test': `http://127.0.0.1:${BROWSER_TEST_SERVER_PORT}`,
      '/api/v1/auth/csrf': `http://127.0.0.1:${BROWSER_TEST_SERVER_PORT}`,
    },
  },
  optimizeDeps: { include: ['firebase/app', 'firebase/auth', 'axios'] },
  test: {
    name: 'api-client-browser',
    root: import.meta.dirname,
    include: ['src/**/*.browser.test.ts'],
    globalSetup: ['./test/browserTestServer.ts'],
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
