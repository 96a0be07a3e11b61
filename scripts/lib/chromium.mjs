// Debian's Chromium, started the way this machine allows (no sandbox, no background network): one
// definition for the end-to-end tests, Storybook and visual tests, the /login size check and the
// Lighthouse benchmark.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/** Installs Debian's Chromium where it is missing (scripts/ensure-chromium.sh), for the bench. */
export async function ensureChromium() {
  const { execFile } = await import('node:child_process');
  const { promisify } = await import('node:util');
  const script = new URL('../ensure-chromium.sh', import.meta.url);
  const { stdout } = await promisify(execFile)('bash', [script.pathname]);
  if (stdout.trim()) console.log(stdout.trim());
}
