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
