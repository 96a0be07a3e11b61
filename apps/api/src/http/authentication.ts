import type { FastifyRequest } from 'fastify';
import type { users } from '../db/schema';
import type { IdentityProvider } from '../identity/identityProvider';
import type { SessionService } from '../services/sessionService';
import type { UserService } from '../services/userService';
import { unauthenticated } from './HttpError';

export interface Authenticated {
  user: typeof users.$inferSelect;
  sessionId: string;
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
  async function identify(request: FastifyRequest): Promise<Authenticated | null> {
    const token = bearerToken(request);
    if (!token) return null;
    let decoded;
    try {
      decoded = await deps.identity.verifyIdToken(token);
    } catch {
      return null;
    }
    const sessionId = typeof decoded.sid === 'string' ? decoded.sid : null;
    if (!sessionId) return null;
    const user = await deps.userService.findActive(decoded.uid);
    if (!user) return null;
    if (!(await deps.sessionService.isOpen(sessionId, user.id))) return null;
    return { user, sessionId };
  }

  return {
    identify,
    /** preHandler for routes that need a signed-in user. */
    async requireUser(request: FastifyRequest): Promise<void> {
      request.auth = await identify(request);
      if (!request.auth) throw unauthenticated();
    },
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;
