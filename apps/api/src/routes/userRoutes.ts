import type { FastifyInstance } from 'fastify';
import type { CurrentUser } from '@org/api-client';
import type { Authenticator } from '../http/authentication';
import type { IdentityProvider } from '../identity/identityProvider';
import type { SessionService } from '../services/sessionService';
import type { UserService } from '../services/userService';

export function userRoutes(deps: {
  authenticator: Authenticator;
  userService: UserService;
  sessionService: SessionService;
  identity: IdentityProvider;
}) {
  return async (app: FastifyInstance) => {
    const signedIn = { preHandler: deps.authenticator.requireUser };

    app.get('/api/v1/users/me', signedIn, async (request): Promise<CurrentUser> =>
      deps.userService.currentUser(request.auth!.user),
    );

    // "Sign out everywhere": every session of this user ends, and every refresh token is revoked.
    app.post('/api/v1/users/logout', signedIn, async (request, reply) => {
      const { user } = request.auth!;
      await deps.sessionService.endAllOf(user.id);
      await deps.identity.revokeAllSessions(user.id);
      return reply.status(204).send();
    });
  };
}
