import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { IdentityProvider } from '../identity/identityProvider';

/** How long readiness waits for the identity provider before it counts as unreachable. */
export const IDENTITY_READY_TIMEOUT_MS = 2_000;

const withinTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * Liveness (`/api/health`: the process answers) and readiness (`/api/ready`: it can serve a
 * sign-in). Readiness asks the database every time, and the identity provider until it has
 * answered once: a sign-in before then fails (the emulator or Firebase still starting, wrong
 * credentials), while a later outage of Firebase, shared by every instance, would take them all
 * out of a load balancer together and cut off signed-in staff, whose tokens are verified in this
 * process (docs/decisions.md "Readiness waits for the identity provider once").
 */
export function healthRoutes(db: Database, identity: IdentityProvider) {
  return async (app: FastifyInstance) => {
    app.get('/api/health', { config: { access: 'public' } }, async () => ({ status: 'ok' }));

    let identityAnswered = false;
    // Said once: a start asks every 200 ms until the emulator or Firebase answers.
    let identityFailureLogged = false;
    const checkIdentity = async () => {
      if (identityAnswered) return;
      await withinTimeout(identity.checkReachable(), IDENTITY_READY_TIMEOUT_MS);
      identityAnswered = true;
    };

    app.get('/api/ready', { config: { access: 'public' } }, async (request, reply) => {
      const [database, identityProvider] = await Promise.allSettled([
        db.execute(sql`select 1`),
        checkIdentity(),
      ]);
      const problems: string[] = [];
      if (database.status === 'rejected') {
        request.log.error({ err: database.reason }, 'database not reachable');
        problems.push('The database is not reachable.');
      }
      if (identityProvider.status === 'rejected') {
        if (!identityFailureLogged) {
          identityFailureLogged = true;
          request.log.warn(
            { err: identityProvider.reason },
            'identity provider not reachable (yet): not ready',
          );
        }
        problems.push('The identity provider is not reachable.');
      }
      if (problems.length === 0) return { status: 'ready' };
      return reply.status(503).send({ message: problems.join(' ') });
    });
  };
}
