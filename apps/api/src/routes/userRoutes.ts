import type { FastifyInstance } from 'fastify';
import { AVATAR_MAX_BYTES, errorCodes, type CurrentUser } from '@org/contracts';
import { profileSchema, userAccessSchema, userSettingsSchema } from '@org/forms';
import { requireAuth } from '../http/authentication';
import { HttpError, notFound } from '../http/HttpError';
import { uuidParam } from '../http/routeParams';
import { validateBody } from '../http/validateBody';
import type { IdentityProvider } from '../identity/identityProvider';
import type { SessionService } from '../services/sessionService';
import { NO_SUCH_USER } from '../services/staffUserService';
import type { AccessChange, UserService } from '../services/userService';
import type { AvatarStore } from '../uploads/avatarStore';
import { readUploadedFile } from '../uploads/readUploadedFile';

const notAnImage = () =>
  new HttpError(
    400,
    'The avatar must be a PNG, JPEG, GIF or WebP image.',
    errorCodes.avatarNotAnImage,
  );

/** `es`, `on`, or both (`es, off`): the settings a request saved, for the audit log. */
const settingsSummary = ({ language, darkMode }: { language?: string; darkMode?: boolean }) =>
  [language, darkMode === undefined ? undefined : darkMode ? 'on' : 'off']
    .filter((value) => value !== undefined)
    .join(', ') || null;

export function userRoutes(deps: {
  userService: UserService;
  sessionService: SessionService;
  identity: IdentityProvider;
  avatars: AvatarStore;
}) {
  const self = { config: { access: 'account:self' } } as const;

  return async (app: FastifyInstance) => {
    app.get('/api/v1/users/me', self, async (request): Promise<CurrentUser> =>
      deps.userService.currentUser(requireAuth(request).user),
    );

    app.patch('/api/v1/users/me', self, async (request): Promise<CurrentUser> => {
      const { fullName } = await validateBody(profileSchema, request.body);
      return deps.userService.updateProfile(requireAuth(request).user, fullName);
    });

    app.put('/api/v1/users/me/settings', self, async (request): Promise<CurrentUser> => {
      const settings = await validateBody(userSettingsSchema, request.body);
      const { user } = requireAuth(request);
      // The audit log keeps the new values ('es', 'on'); which setting it was is its action.
      request.auditEntity = {
        type: 'user-settings',
        id: user.id,
        summary: settingsSummary(settings),
      };
      return deps.userService.saveSettings(user, settings);
    });

    app.put('/api/v1/users/me/avatar', self, async (request): Promise<CurrentUser> => {
      if (!request.isMultipart()) throw notAnImage();
      const bytes = await readUploadedFile(request, {
        field: 'avatar',
        maxBytes: AVATAR_MAX_BYTES,
        notTheFile: notAnImage,
      });
      const avatar = await deps.avatars.save(bytes);
      if (!avatar) throw notAnImage();
      const { user } = requireAuth(request);
      const updated = await deps.userService.setAvatar(user, avatar);
      await deps.avatars.remove(user.avatar);
      return updated;
    });

    app.delete('/api/v1/users/me/avatar', self, async (request): Promise<CurrentUser> => {
      const { user } = requireAuth(request);
      const updated = await deps.userService.setAvatar(user, null);
      await deps.avatars.remove(user.avatar);
      return updated;
    });

    // Public so that <img> can show it: the name is a random UUID, and only images are served.
    app.get<{ Params: { file: string } }>(
      '/api/v1/avatars/:file',
      { config: { access: 'public' } },
      async (request, reply) => {
        const image = await deps.avatars.read(request.params.file);
        if (!image) throw notFound('No such avatar.');
        return reply
          .type(image.contentType)
          .header('cache-control', 'private, max-age=86400, immutable')
          .send(image.bytes);
      },
    );

    // "Sign out everywhere": every session of this user ends, and every refresh token is revoked.
    app.post('/api/v1/users/logout', self, async (request, reply) => {
      const { user } = requireAuth(request);
      await deps.sessionService.endAllOf(user.id);
      await deps.identity.revokeAllSessions(user.id);
      return reply.status(204).send();
    });

    app.patch(
      '/api/v1/users/:id/access',
      { config: { access: 'users:manage' } },
      async (request, reply) => {
        const change = (await validateBody(userAccessSchema, request.body)) as AccessChange;
        const updated = await deps.userService.changeAccess(
          requireAuth(request).user.id,
          uuidParam(request, 'id', NO_SUCH_USER),
          change,
        );
        if (!updated) throw notFound(NO_SUCH_USER);
        request.auditEntity = { type: 'user', id: updated.id, summary: updated.fullName };
        return reply.status(204).send();
      },
    );
  };
}
