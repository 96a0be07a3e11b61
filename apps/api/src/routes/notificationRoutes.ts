import type { FastifyInstance } from 'fastify';
import type { NotificationPage, NotificationPreferences, NotificationUnread } from '@org/contracts';
import { notificationPreferencesSchema } from '@org/forms';
import { requireAuth } from '../http/authentication';
import { notFound } from '../http/HttpError';
import { uuidParam } from '../http/routeParams';
import { validateBody } from '../http/validateBody';
import type { NotificationService } from '../services/notificationService';
import type { NotificationStreams } from '../services/notificationStreams';

const NO_SUCH_NOTIFICATION = 'Notification not found';

/** Each person reads and marks only their own notifications: every query is by the caller's id. */
export function notificationRoutes(deps: {
  notifications: NotificationService;
  streams: NotificationStreams;
}) {
  return async (app: FastifyInstance) => {
    app.get(
      '/api/v1/notifications',
      { config: { access: 'account:self' } },
      async (request): Promise<NotificationPage> => {
        const { before } = request.query as { before?: unknown };
        return deps.notifications.list(
          requireAuth(request).user,
          typeof before === 'string' && before !== '' ? before : undefined,
        );
      },
    );

    app.get(
      '/api/v1/notifications/unread',
      { config: { access: 'account:self' } },
      async (request): Promise<NotificationUnread> => {
        const { user } = requireAuth(request);
        return { unread: (await deps.notifications.unreadOfMany([user.id])).get(user.id) ?? 0 };
      },
    );

    app.post(
      '/api/v1/notifications/:id/read',
      { config: { access: 'account:self' } },
      async (request, reply) => {
        const id = uuidParam(request, 'id', NO_SUCH_NOTIFICATION);
        if (!(await deps.notifications.markRead(requireAuth(request).user, id))) {
          throw notFound(NO_SUCH_NOTIFICATION);
        }
        return reply.code(204).send();
      },
    );

    app.post(
      '/api/v1/notifications/read-all',
      { config: { access: 'account:self' } },
      async (request, reply) => {
        await deps.notifications.markAllRead(requireAuth(request).user);
        return reply.code(204).send();
      },
    );

    app.get(
      '/api/v1/notifications/preferences',
      { config: { access: 'account:self' } },
      async (request): Promise<NotificationPreferences> =>
        deps.notifications.preferences(requireAuth(request).user),
    );

    app.put(
      '/api/v1/notifications/preferences',
      { config: { access: 'account:self' } },
      async (request): Promise<NotificationPreferences> => {
        const values = await validateBody(notificationPreferencesSchema, request.body);
        return deps.notifications.savePreferences(requireAuth(request).user, values);
      },
    );

    // Server-sent events: `unread` with the count whenever it may have changed (and at once, so a
    // reconnecting tab catches up), `closed` when the session ends or the person is deactivated.
    app.get(
      '/api/v1/notifications/stream',
      { config: { access: 'account:self' } },
      async (request, reply) => {
        const { user, sessionId } = requireAuth(request);
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string>),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          'x-accel-buffering': 'no',
        });
        // A HEAD has its headers and no stream.
        if (request.method === 'HEAD') {
          raw.end();
          return;
        }
        raw.write('retry: 2000\n\n');
        const stream = {
          userId: user.id,
          sessionId,
          send(event: string, data: unknown) {
            if (!raw.writableEnded) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
          },
          ping() {
            if (!raw.writableEnded) raw.write(':\n\n');
          },
          end() {
            if (!raw.writableEnded) raw.end();
          },
        };
        request.raw.socket.on('close', () => deps.streams.remove(stream));
        await deps.streams.open(stream);
      },
    );
  };
}
