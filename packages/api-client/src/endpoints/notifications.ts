import type { AxiosInstance } from 'axios';
import type { NotificationPage, NotificationPreferences, NotificationUnread } from '@org/contracts';

/** The path of the notifications' server-sent event stream (read with `fetch`, not axios). */
export const NOTIFICATION_STREAM_PATH = '/api/v1/notifications/stream';

/** The signed-in person's own notifications, newest first; `before` is a page's `next`. */
export const getNotifications = (client: AxiosInstance, before?: string | null) =>
  client.get<NotificationPage, NotificationPage>('/api/v1/notifications', {
    params: before ? { before } : {},
  });

export const getUnreadNotifications = (client: AxiosInstance) =>
  client.get<NotificationUnread, NotificationUnread>('/api/v1/notifications/unread');

export const markNotificationRead = (client: AxiosInstance, id: string) =>
  client.post<void, void>(`/api/v1/notifications/${encodeURIComponent(id)}/read`);

export const markAllNotificationsRead = (client: AxiosInstance) =>
  client.post<void, void>('/api/v1/notifications/read-all');

export const getNotificationPreferences = (client: AxiosInstance) =>
  client.get<NotificationPreferences, NotificationPreferences>('/api/v1/notifications/preferences');

export const saveNotificationPreferences = (client: AxiosInstance, body: NotificationPreferences) =>
  client.put<NotificationPreferences, NotificationPreferences>(
    '/api/v1/notifications/preferences',
    body,
  );
