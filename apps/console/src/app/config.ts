import type { AuthSessionConfig } from '@org/api-client';

const env = import.meta.env;

/** Unset: the embedded Auth emulator. Set to an empty string: the real Firebase project. */
const emulatorUrl = env.VITE_FIREBASE_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099';

/** Firebase settings; the embedded default is the Auth emulator with the demo project. */
export const authConfig: AuthSessionConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  projectId: env.VITE_FIREBASE_PROJECT_ID || 'demo-clinic',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || undefined,
  emulatorUrl: emulatorUrl || undefined,
};
