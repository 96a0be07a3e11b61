/** Debian's Chromium, started the way this machine allows (scripts/lib/chromium.mjs). */
export { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
