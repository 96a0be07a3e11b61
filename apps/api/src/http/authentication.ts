import type { FastifyRequest } from 'fastify';
import type { SessionInfo } from '@org/contracts';
import type { users } from '../db/schema';
import type { IdentityProvider } from '../identity/identityProvider';
import type { SessionService } from '../services/sessionService';
import { accountDeactivated, unauthenticated } from './HttpError';
import { isUuid } from './routeParams';

export interface Authenticated {
  user: typeof users.$inferSelect;
  sessionId: string;
  session: SessionInfo;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
};

/**
 * Who is calling: the ID token must verify (signature and expiry, checked here without a round
 * trip), name an active user, and belong to a server-side session that is still open. Revocation
 * is the session's: logout, sign-out everywhere, deactivation and role changes end it, and the
 * next request through any api instance is refused (docs/decisions.md "The signed-in hot path").
 */
export function createAuthenticator(deps: {
  identity: IdentityProvider;
  sessionService: SessionService;
}) {
  /** The caller, or a 401 (no valid token or session) / 403 '403' (deactivated account). */
  async function authenticate(request: FastifyRequest): Promise<Authenticated> {
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    let verified;
    try {
      verified = await deps.identity.verifyIdToken(token);
    } catch {
      throw unauthenticated();
    }
    const { uid, sessionId } = verified;
    // Our users' ids and session ids are UUIDs; anything else names nobody (and is no query).
    if (!isUuid(uid) || !isUuid(sessionId)) throw unauthenticated();
    const resumed = await deps.sessionService.resume(sessionId, uid);
    if (!resumed) throw unauthenticated();
    if (!resumed.session) throw accountDeactivated();
    return { user: resumed.user, sessionId, session: resumed.session };
  }

  return {
    authenticate,
    /** The caller when there is a valid one, else null (for routes open to everyone). */
    async identify(request: FastifyRequest): Promise<Authenticated | null> {
      try {
        return await authenticate(request);
      } catch {
        return null;
      }
    },
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;

/**
 * The caller of a route whose `config.access` names a permission (the preHandler of
 * security/routeSecurity.ts has authenticated it). Should it be missing — a handler on a `public`
 * route, say — this refuses with the preHandler's own 401 instead of reading `null`.
 */
export function requireAuth(request: FastifyRequest): Authenticated {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
