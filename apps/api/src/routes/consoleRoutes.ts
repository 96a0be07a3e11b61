import { access } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/HttpError';

/** Hashed build output (`assets/index-abc123.js`): its content never changes under its name. */
const HASHED = { maxAge: 31_536_000_000, immutable: true } as const;
/** Everything else (index.html, client routes, public files with fixed names): revalidated every time. */
const REVALIDATED = { cacheControl: false } as const;

/**
 * Serves the built console beside the api (production, end-to-end tests, `npm start`), so that its
 * pages get the same security headers. Any path that is not a file gets index.html (client-side
 * routes). The build writes brotli and gzip versions beside its text files
 * (apps/console/vitePrecompress.ts): a browser that accepts them gets them (`Vary: Accept-Encoding`).
 * Hashed assets may be cached for a year; everything else is revalidated (ETag) on every use.
 *
 * With `buildRequired` (production) a folder without index.html stops the start: a wrong setting
 * fails at once. Otherwise the build may land after the api started, as `npm start` builds the
 * console while the api prepares its database (scripts/start.mjs); until then a page is a 404.
 */
export function consoleRoutes(consoleDir: string, { buildRequired }: { buildRequired: boolean }) {
  return async (app: FastifyInstance) => {
    if (buildRequired) {
      await access(path.join(consoleDir, 'index.html')).catch(() => {
        throw new Error(`CONSOLE_DIR has no index.html: ${consoleDir}`);
      });
    }
    await app.register(fastifyStatic, {
      root: consoleDir,
      serve: false,
      preCompressed: true,
      // The build's manifest (.vite/) and stamp are for the tools, not for browsers.
      dotfiles: 'ignore',
      // Checked above when it matters; otherwise the build may not have made the folder yet.
      suppressWarning: true,
    });

    app.get<{ Params: { '*': string } }>(
      '/*',
      { config: { access: 'public' } },
      async (request, reply) => {
        const wanted = request.params['*'];
        if (wanted.startsWith('api/')) {
          throw notFound(`No route for GET /${wanted}`);
        }
        // Only Vite's output folder is hashed; public/ files (images/, robots.txt) keep their names.
        if (wanted.startsWith('assets/')) return reply.sendFile(wanted, HASHED);
        reply.header('cache-control', 'no-cache');
        if (/\.\w+$/.test(wanted)) return reply.sendFile(wanted, REVALIDATED);
        return reply.sendFile('index.html', REVALIDATED);
      },
    );
  };
}
