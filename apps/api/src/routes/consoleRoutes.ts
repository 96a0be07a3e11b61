import { access } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/HttpError';

/**
 * Serves the built console beside the api (production, end-to-end tests), so that its pages get
 * the same security headers. Any path that is not a file gets index.html (client-side routes).
 */
export function consoleRoutes(consoleDir: string) {
  return async (app: FastifyInstance) => {
    await access(path.join(consoleDir, 'index.html')).catch(() => {
      throw new Error(`CONSOLE_DIR has no index.html: ${consoleDir}`);
    });
    await app.register(fastifyStatic, { root: consoleDir, serve: false });

    app.get<{ Params: { '*': string } }>(
      '/*',
      { config: { access: 'public' } },
      async (request, reply) => {
        const wanted = request.params['*'];
        if (wanted.startsWith('api/')) {
          throw notFound(`No route for GET /${wanted}`);
        }
        const isAsset = wanted.startsWith('assets/') || wanted.startsWith('images/');
        if (isAsset)
          return reply
            .header('cache-control', 'public, max-age=31536000, immutable')
            .sendFile(wanted);
        if (/\.\w+$/.test(wanted)) return reply.sendFile(wanted);
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      },
    );
  };
}
