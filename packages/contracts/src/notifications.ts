/**
 * Notifications: what happened for one person, stored on the server, shown by the console's bell
 * and streamed live. Each kind's text is the console's (`notifications` namespace), filled in
 * with the notification's params; the params hold no patient data beyond the name the person
 * could already read.
 */
export const notificationKinds = [
  'patient-assigned',
  'patient-unassigned',
  'role-changed',
  'clinics-changed',
  'import-finished',
  'import-failed',
  'maintenance-published',
  'moh-document-published',
  'training-assigned',
  'training-due',
  'training-overdue',
] as const;

export type NotificationKind = (typeof notificationKinds)[number];

/** The kinds mandatory training sends (through `notifyTraining`); not offered before it lands. */
export const trainingNotificationKinds: readonly NotificationKind[] = [
  'training-assigned',
  'training-due',
  'training-overdue',
];

export const isNotificationKind = (value: unknown): value is NotificationKind =>
  typeof value === 'string' && (notificationKinds as readonly string[]).includes(value);

/** A page of the bell's panel: newest first, at most this many. */
export const NOTIFICATION_PAGE_SIZE = 20;

/** Notifications older than this are purged. */
export const NOTIFICATION_RETENTION_DAYS = 90;

/** The text's placeholders: names, counts and labels as the person may already see them. */
export type NotificationParams = Record<string, string | number>;

export interface NotificationItem {
  id: string;
  kind: NotificationKind;
  params: NotificationParams;
  /** A console address (path and query), or null when there is nothing the reader may open. */
  link: string | null;
  createdAt: string;
  read: boolean;
}

/** GET /api/v1/notifications: newest first; `next` is the cursor of the page after, if any. */
export interface NotificationPage {
  items: NotificationItem[];
  unread: number;
  next: string | null;
}

export interface NotificationUnread {
  unread: number;
}

/** GET and PUT /api/v1/notifications/preferences. */
export interface NotificationPreferences {
  /** The kinds the person has turned off: none of these is stored for them. */
  mutedKinds: NotificationKind[];
  /** A daily e-mail listing the unread notifications. */
  dailyDigest: boolean;
}
