import type { Plugin } from 'vite';

/**
 * Set to 1 to make a production build with the Auth emulator's or the demo settings anyway: what
 * `npm start`, `npm test` and the benchmarks build, never a deployment.
 */
export const ALLOW_DEMO_SETTINGS = 'CONSOLE_ALLOW_DEMO_SETTINGS';

/** Firebase's convention for projects that exist only in the emulators. */
const DEMO_PROJECT = /^demo-/;
/** The placeholder the console falls back to (src/app/config.ts). */
const DEMO_API_KEY = 'demo-api-key';

/**
 * What is wrong with `env` (the build's `import.meta.env`) for a deployment, each naming its
 * setting; empty when nothing is.
 */
export function productionSettingsProblems(env: Record<string, unknown>): string[] {
  const text = (name: string) => (typeof env[name] === 'string' ? env[name].trim() : '');
  const problems: string[] = [];
  const emulator = text('VITE_FIREBASE_AUTH_EMULATOR_URL');
  if (emulator) {
    problems.push(
      `VITE_FIREBASE_AUTH_EMULATOR_URL names an Auth emulator (${emulator}): leave it unset or empty.`,
    );
  }
  const apiKey = text('VITE_FIREBASE_API_KEY');
  if (!apiKey || apiKey === DEMO_API_KEY) {
    problems.push('VITE_FIREBASE_API_KEY must be the Web API key of your Firebase project.');
  }
  const projectId = text('VITE_FIREBASE_PROJECT_ID');
  if (!projectId || DEMO_PROJECT.test(projectId)) {
    problems.push(
      `VITE_FIREBASE_PROJECT_ID must be your Firebase project's id${projectId ? ` ("${projectId}" is an emulator-only demo project)` : ''}.`,
    );
  }
  if (!text('VITE_FIREBASE_AUTH_DOMAIN')) {
    problems.push(
      'VITE_FIREBASE_AUTH_DOMAIN must be your Firebase project’s auth domain (your-project.firebaseapp.com).',
    );
  }
  return problems;
}

/**
 * A production build (`vite build`, mode production) stops when its settings are the emulator's or
 * the demo ones, unless CONSOLE_ALLOW_DEMO_SETTINGS=1 asks for them: the console would otherwise
 * be deployed talking to an Auth emulator on the visitor's own machine (docs/decisions.md "A
 * production build refuses the emulator's settings").
 */
export function refuseDemoSettings(): Plugin {
  return {
    name: 'clinic:production-settings',
    apply: 'build',
    configResolved(config) {
      if (config.mode !== 'production' || process.env[ALLOW_DEMO_SETTINGS] === '1') return;
      const problems = productionSettingsProblems(config.env);
      if (problems.length === 0) return;
      throw new Error(
        [
          'This production build has the Auth emulator’s or the demo settings:',
          ...problems.map((problem) => `  - ${problem}`),
          'Set them as the README\'s "Production" section says, or set',
          `${ALLOW_DEMO_SETTINGS}=1 to build with them anyway (a local run or a test, not a deployment).`,
        ].join('\n'),
      );
    },
  };
}
