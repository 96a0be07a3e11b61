// Preloaded with `node --import ./recordModules.mjs`: appends to $RECORD_MODULES_TO the URL of
// every module the process loads — each `import` resolved (a module.register() resolve hook, on
// the loader thread) and, at exit, every CommonJS module in require.cache (Node 20's hooks do not
// see `require` inside CommonJS packages such as firebase-admin).
import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { pathToFileURL } from 'node:url';
import { isMainThread } from 'node:worker_threads';

let recordTo = null;

/** Loader thread: receives the file to write to from register() below. */
export function initialize(data) {
  recordTo = data.recordTo;
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (recordTo) appendFileSync(recordTo, `${resolved.url}\n`);
  return resolved;
}

if (isMainThread) {
  const target = process.env.RECORD_MODULES_TO;
  if (!target) throw new Error('recordModules.mjs needs RECORD_MODULES_TO (a file to append to).');
  register(import.meta.url, { data: { recordTo: target } });
  const { cache } = createRequire(import.meta.url);
  process.on('exit', () => {
    const required = Object.keys(cache).map((file) => pathToFileURL(file).href);
    appendFileSync(target, required.map((url) => `${url}\n`).join(''));
  });
}
