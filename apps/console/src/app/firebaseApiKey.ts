/**
 * The Firebase project's Web API key (the emulator's demo key outside production). Apart from
 * config.ts because the first page reads it, to find the session the SDK persisted, while the
 * rest of the Firebase settings load with the SDK.
 */
export const firebaseApiKey: string = import.meta.env.VITE_FIREBASE_API_KEY || 'demo-api-key';
