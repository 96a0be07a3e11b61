import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

export function healthRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.get('/api/health', { config: { access: 'public' } }, async () => ({ status: 'ok' }));

    app.get('/api/ready', { config: { access: 'public' } }, async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ready' };
      } catch (error) {
        request.log.error({ err: error }, 'database not reachable');
        return reply.status(503).send({ message: 'The database is not reachable.' });
      }
    });
  };
}
