import type { FastifyInstance } from 'fastify';
import { AVATAR_MAX_BYTES, errorCodes, type CurrentUser, type OwnProfile } from '@org/contracts';
import { profileSchema, userAccessSchema, userSettingsSchema } from '@org/forms';
import { requireAuth } from '../http/authentication';
import { HttpError, notFound } from '../http/HttpError';
import { uuidParam } from '../http/routeParams';
import { validateBody } from '../http/validateBody';
import type { IdentityProvider } from '../identity/identityProvider';
import type { SessionService } from '../services/sessionService';
import { NO_SUCH_USER } from '../services/staffUserService';
import type { AccessChange, UserService } from '../services/userService';
import { refusalToHttp } from '../files/fileRefusals';
import type { FileStore, StoredFile } from '../files/fileStore';
import type { AvatarService } from '../services/avatarService';
import { streamUpload } from '../uploads/streamUpload';

const NOT_AN_IMAGE = 'The avatar must be a PNG, JPEG, GIF or WebP image.';
const notAnImage = () => new HttpError(400, NOT_AN_IMAGE, errorCodes.avatarNotAnImage);
const avatarRefused = refusalToHttp({
  field: 'avatar',
  notAccepted: NOT_AN_IMAGE,
  notAcceptedCode: errorCodes.avatarNotAnImage,
  tooLarge: 'The avatar must be at most 2 MB.',
});

/** `es`, `on`, or both (`es, off`): the settings a request saved, for the audit log. */
const settingsSummary = ({ language, darkMode }: { language?: string; darkMode?: boolean }) =>
  [language, darkMode === undefined ? undefined : darkMode ? 'on' : 'off']
    .filter((value) => value !== undefined)
    .join(', ') || null;

export function userRoutes(deps: {
  userService: UserService;
  sessionService: SessionService;
  identity: IdentityProvider;
  avatars: AvatarService;
  files: FileStore;
}) {
  const self = { config: { access: 'account:self' } } as const;

  return async (app: FastifyInstance) => {
    app.get('/api/v1/users/me', self, async (request): Promise<CurrentUser> =>
      deps.userService.currentUser(requireAuth(request).user),
    );

    app.get('/api/v1/users/me/profile', self, async (request): Promise<OwnProfile> =>
      deps.userService.ownProfile(requireAuth(request).user),
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
      // Streamed into the file store (never buffered whole), recognised by its bytes.
      const upload = await streamUpload<StoredFile>(request, {
        fileField: 'avatar',
        maxBytes: AVATAR_MAX_BYTES,
        onFile: (stream) => deps.files.put(stream, deps.avatars.putOptions()).catch(avatarRefused),
        undo: (stored) => deps.files.discard(stored.id),
      });
      if (!upload.file) throw notAnImage();
      const updated = await deps.avatars.use(requireAuth(request).user, upload.file);
      return deps.userService.currentUser(updated);
    });

    app.delete('/api/v1/users/me/avatar', self, async (request): Promise<CurrentUser> => {
      const updated = await deps.avatars.remove(requireAuth(request).user);
      return deps.userService.currentUser(updated);
    });

    // Public so that <img> can show it: the name is a random UUID, and only avatars are served.
    app.get<{ Params: { file: string } }>(
      '/api/v1/avatars/:file',
      { config: { access: 'public' } },
      async (request, reply) => {
        const image = await deps.avatars.open(request.params.file);
        if (!image) throw notFound('No such avatar.');
        return reply
          .type(image.contentType)
          .header('content-length', image.size)
          .header('cache-control', 'private, max-age=86400, immutable')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(image.stream);
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
