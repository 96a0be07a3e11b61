import type { FastifyRequest } from 'fastify';
import type { SessionInfo } from '@org/contracts';
import type { users } from '../db/schema';
import type { IdentityProvider } from '../identity/identityProvider';
import type { SessionService } from '../services/sessionService';
import type { UserService } from '../services/userService';
import { accountDeactivated, unauthenticated } from './HttpError';

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
 * Who is calling: the ID token must verify (revocation included), name an active user, and
 * belong to a server-side session that is still open.
 */
export function createAuthenticator(deps: {
  identity: IdentityProvider;
  sessionService: SessionService;
  userService: UserService;
}) {
  /** The caller, or a 401 (no valid token or session) / 403 '403' (deactivated account). */
  async function authenticate(request: FastifyRequest): Promise<Authenticated> {
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    let decoded;
    try {
      decoded = await deps.identity.verifyIdToken(token);
    } catch {
      throw unauthenticated();
    }
    const sessionId = typeof decoded.sid === 'string' ? decoded.sid : null;
    if (!sessionId) throw unauthenticated();
    const user = await deps.userService.findById(decoded.uid);
    if (!user) throw unauthenticated();
    if (user.status !== 'ACTIVE') throw accountDeactivated();
    const session = await deps.sessionService.touch(sessionId, user.id);
    if (!session) throw unauthenticated();
    return { user, sessionId, session };
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
