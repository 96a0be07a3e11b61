import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text. Pictures other than SVG, fonts and archives are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed answer saves less than its headers cost. */
const MIN_BYTES = 1024;
/**
 * Brotli's quality: 10 is within 2% of 11's size (the main chunk: 96.5 kB against 95.0 kB) at a
 * third of its time, which `npm start` waits for when the console changed.
 */
const BROTLI_QUALITY = 10;

/** Writes `file.br` and `file.gz` beside `file`, each only when it is smaller than the original. */
export async function precompressFile(file: string): Promise<void> {
  const original = await readFile(file);
  if (original.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < original.length) await writeFile(`${file}.br`, br);
  if (gz.length < original.length) await writeFile(`${file}.gz`, gz);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Compresses every compressible file of `dir` (the build's output), in parallel. */
export async function precompressDir(dir: string): Promise<void> {
  const files = (await filesUnder(dir)).filter(
    (file) => COMPRESSIBLE.test(file) && !file.includes(`${path.sep}.vite${path.sep}`),
  );
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size >= MIN_BYTES) await precompressFile(file);
    }),
  );
}

/**
 * Brotli and gzip versions of the build's text files, written beside them once the build is done
 * (`index-abc.js.br`, `index-abc.js.gz`): the api serves them to browsers that accept them
 * (@fastify/static `preCompressed`), so nothing is compressed per request.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'clinic:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr || config.build.write === false) return;
      await precompressDir(path.resolve(config.root, config.build.outDir));
    },
  };
}
