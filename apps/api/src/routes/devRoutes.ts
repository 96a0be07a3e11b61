import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { readOutbox } from '../mail/mailer';

/** Registered only outside production and without SMTP (docs/product.md §10.3: the dev outbox). */
export function devRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.get('/api/v1/dev/outbox', { config: { access: 'public' } }, async () => readOutbox(db));
  };
}
