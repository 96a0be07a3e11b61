/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  /** Empty string: use the real Firebase project. */
  readonly VITE_FIREBASE_AUTH_EMULATOR_URL?: string;
}
