import type { AuthSessionConfig } from '@org/api-client';
import { firebaseApiKey } from './firebaseApiKey';

// Read as `import.meta.env.X`, each where it is used: Vite writes the values in at build time, and
// the minifier drops what a production build cannot reach (the emulator's defaults).

/**
 * The Auth emulator's address. Unset: the emulator on its default port in development and tests,
 * none in a production build (whose settings viteProductionSettings.ts checks). Empty: none.
 */
const emulatorUrl =
  import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_URL ??
  (import.meta.env.PROD ? '' : 'http://127.0.0.1:9099');

/** Firebase settings; outside production the defaults are the emulator's demo project. */
export const authConfig: AuthSessionConfig = {
  apiKey: firebaseApiKey,
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID || 'demo-clinic',
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN || undefined,
  emulatorUrl: emulatorUrl || undefined,
};
