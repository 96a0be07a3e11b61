// What a page of the built console loads, read from Vite's build manifest (.vite/manifest.json).
// Pure functions: no file system, so they can be tested on a hand-written manifest.

/**
 * The manifest keys reachable from `startKeys` through static imports only (`imports`), the
 * start keys included. Dynamic imports (`dynamicImports`) load later, on demand, and are not
 * followed.
 */
export function staticClosure(manifest, startKeys) {
  const seen = new Set();
  const pending = [...startKeys];
  while (pending.length > 0) {
    const key = pending.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`"${key}" is not in the build manifest`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return seen;
}

/** The JavaScript files of a set of manifest keys. */
export const jsFilesOf = (manifest, keys) =>
  [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));

/** The key of the HTML entry (index.html). */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate].isEntry);
  if (!key) throw new Error('the build manifest has no entry');
  return key;
}

/**
 * The screens the router loads on demand: the entry's dynamic imports under `src/features/`.
 * Each is one route's own chunk.
 */
export const routeChunkKeys = (manifest) =>
  (manifest[entryKey(manifest)].dynamicImports ?? []).filter((key) =>
    key.startsWith('src/features/'),
  );

/**
 * The JavaScript a route needs beyond what the page already loaded: the static closure of its
 * chunk, less `alreadyLoaded` (a set of keys).
 */
export function ownKeys(manifest, routeKey, alreadyLoaded) {
  return new Set([...staticClosure(manifest, [routeKey])].filter((key) => !alreadyLoaded.has(key)));
}
