import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_RETENTION_DAYS,
  errorCodes,
  isNotificationKind,
  notificationKinds,
  type NotificationItem,
  type NotificationKind,
  type NotificationPage,
  type NotificationParams,
  type NotificationPreferences,
} from '@org/contracts';
import type { Database } from '../db/database';
import {
  notificationPreferences,
  notifications,
  patients,
  sessions,
  userSettings,
  users,
} from '../db/schema';
import type { Executor } from '../db/transaction';
import { HttpError } from '../http/HttpError';
import { queueMail } from '../mail/mailQueue';
import type { Mail } from '../mail/mailer';
import type { Viewer } from './clinicScope';
import type { Clock } from './clock';
import { patientScopeOf } from './patientScope';

/** What an import made: the notification's `records` param, translated by the console. */
export type ImportRecords = 'clinics' | 'staff';

export interface ImportNotice {
  finished(userId: string, created: number): Promise<void>;
  failed(userId: string): Promise<void>;
}

/** One notification to store, for one person. */
export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  params?: NotificationParams;
  link?: string | null;
  /** The patient it is about: the link is then shown only while the reader may open the patient. */
  patientId?: string | null;
}

/** The console's address of a patient's record (docs/decisions.md "A patient's record is addressed on Home"). */
export const patientLink = (patientId: string) => `/?patient=${patientId}`;

/** Where staff read the ministry's documents. */
export const MOH_DOCUMENTS_LINK = '/knowledge-center/moh-documents';

/** Where a person reads their own role and clinics. */
export const PROFILE_LINK = '/profile';

/** How often old notifications are purged (the first run is at start). */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** People who have not muted `kind`. */
const notMuted = (userId: SQL | typeof users.id, kind: NotificationKind): SQL =>
  sql`not exists (select 1 from ${notificationPreferences} where ${notificationPreferences.userId} = ${userId} and ${kind} = any(${notificationPreferences.mutedKinds}))`;

/**
 * Writes notifications where the caller writes (its transaction), so one exists exactly when what
 * it announces does; a kind the person muted is not stored. Events that are someone's own doing
 * are left out by the callers.
 */
export async function notify(executor: Executor, items: readonly NewNotification[], at: Date) {
  if (items.length === 0) return;
  const muted = await executor
    .select({
      userId: notificationPreferences.userId,
      mutedKinds: notificationPreferences.mutedKinds,
    })
    .from(notificationPreferences)
    .where(
      inArray(
        notificationPreferences.userId,
        items.map((item) => item.userId),
      ),
    );
  const mutedOf = new Map(muted.map((row) => [row.userId, new Set(row.mutedKinds)]));
  const kept = items.filter((item) => !mutedOf.get(item.userId)?.has(item.kind));
  if (kept.length === 0) return;
  await executor.insert(notifications).values(
    kept.map((item) => ({
      userId: item.userId,
      kind: item.kind,
      params: item.params ?? {},
      link: item.link ?? null,
      patientId: item.patientId ?? null,
      createdAt: at,
    })),
  );
}

/**
 * One notification for every active person `who` selects (a condition on `users`), in one
 * statement however many they are: the maintenance message, a new MOH document.
 */
export async function notifyEveryone(
  executor: Executor,
  who: SQL | undefined,
  notification: Omit<NewNotification, 'userId' | 'patientId'>,
  at: Date,
) {
  await executor.execute(sql`
    insert into ${notifications} (user_id, kind, params, link, created_at)
    select ${users.id}, ${notification.kind}, ${JSON.stringify(notification.params ?? {})}::jsonb,
      ${notification.link ?? null}, ${at.toISOString()}::timestamptz
    from ${users}
    where ${and(eq(users.status, 'ACTIVE'), notMuted(users.id, notification.kind), who)}`);
}

/**
 * The people who read the console in `language`: their saved language, or English when they
 * saved none (the console's own default).
 */
export const readersOf = (language: string): SQL =>
  sql`coalesce((select ${userSettings.settingValue} from ${userSettings} where ${userSettings.userId} = ${users.id} and ${userSettings.settingKey} = 'language'), 'en') = ${language}`;

/**
 * The hook for mandatory training: assigned, due in 7 days, overdue. The training feature calls it
 * in the transaction that assigns (or in its daily check) with the module's title and id.
 */
export async function notifyTraining(
  executor: Executor,
  event: 'training-assigned' | 'training-due' | 'training-overdue',
  training: { userIds: readonly string[]; title: string; link: string | null },
  at: Date,
) {
  await notify(
    executor,
    training.userIds.map((userId) => ({
      userId,
      kind: event,
      params: { title: training.title },
      link: training.link,
    })),
    at,
  );
}

/** How often due digests are looked for, and how many are queued at once. */
export const DIGEST_INTERVAL_MS = 60 * 60 * 1000;
const DIGEST_BATCH_SIZE = 500;

/** Each kind as the digest counts it (mail is in English, like the invitation and the code). */
const digestLines: Record<NotificationKind, string> = {
  'patient-assigned': 'Patients assigned to you',
  'patient-unassigned': 'Patients no longer assigned to you',
  'role-changed': 'Changes to your role',
  'clinics-changed': 'Changes to your clinics',
  'import-finished': 'Imports that finished',
  'import-failed': 'Imports that failed',
  'maintenance-published': 'Maintenance messages',
  'moh-document-published': 'New MOH documents',
  'training-assigned': 'Training assigned to you',
  'training-due': 'Training due soon',
  'training-overdue': 'Training overdue',
};

export function digestMail(
  person: { email: string; fullName: string },
  counts: readonly { kind: NotificationKind; count: number }[],
  consoleUrl: string,
): Mail {
  const total = counts.reduce((sum, row) => sum + Number(row.count), 0);
  return {
    to: person.email,
    subject: `Clinic Console: ${total} unread notification${total === 1 ? '' : 's'}`,
    text: [
      `Hello ${person.fullName},`,
      '',
      `You have ${total} unread notification${total === 1 ? '' : 's'} in Clinic Console:`,
      '',
      ...notificationKinds
        .map((kind) => [kind, counts.find((row) => row.kind === kind)?.count ?? 0] as const)
        .filter(([, count]) => Number(count) > 0)
        .map(([kind, count]) => `- ${digestLines[kind]}: ${count}`),
      '',
      `Read them at ${consoleUrl}/ (the bell at the top of every page).`,
      'You can turn this daily e-mail off in Settings, Notifications.',
    ].join('\n'),
  };
}

/** The patient a notification is about, as it was written (`patients` is where it is now). */
const about = alias(patients, 'about');

/** A notification's link as its reader sees it (see `list`). */
const linkOf = (row: {
  link: string | null;
  patientId: string | null;
  openedId: string | null;
}) => {
  if (row.patientId === null) return row.link;
  if (row.openedId === null) return null;
  return row.openedId === row.patientId ? row.link : patientLink(row.openedId);
};

/** A page cursor: the last item's time and id, so new arrivals never shift a later page. */
const encodeCursor = (createdAt: Date, id: string) =>
  Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const decodeCursor = (cursor: string): { createdAt: Date; id: string } => {
  const [time, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(time ?? '');
  if (!id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) {
    throw new HttpError(400, 'Invalid cursor', errorCodes.validationFailed, [
      { path: 'before', message: 'Invalid cursor' },
    ]);
  }
  return { createdAt, id };
};

export function createNotificationService(deps: { db: Database; now: Clock }) {
  const { db, now } = deps;

  const unreadOf = async (userId: string): Promise<number> => {
    const [row] = await db
      .select({ unread: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return Number(row?.unread ?? 0);
  };

  return {
    /** The unread counts of these people, in one statement (the streams' updates). */
    async unreadOfMany(userIds: readonly string[]): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: notifications.userId, unread: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(inArray(notifications.userId, [...userIds]), isNull(notifications.readAt)))
        .groupBy(notifications.userId);
      return new Map(rows.map((row) => [row.userId, Number(row.unread)]));
    },

    /** The viewer's own notifications, newest first, a page at a time. */
    async list(viewer: Viewer, before: string | undefined): Promise<NotificationPage> {
      const cursor = before ? decodeCursor(before) : null;
      // A patient's link only while the reader may still open the patient; a merged-away
      // patient's leads to the record it was merged into (`patients` is that record here).
      const opens = sql<boolean>`(${patients.id} is not null and ${patientScopeOf(viewer)})`;
      const rows = await db
        .select({
          id: notifications.id,
          kind: notifications.kind,
          params: notifications.params,
          link: notifications.link,
          patientId: notifications.patientId,
          openedId: sql<string | null>`case when ${opens} then ${patients.id} end`,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
        })
        .from(notifications)
        .leftJoin(about, eq(about.id, notifications.patientId))
        .leftJoin(patients, eq(patients.id, sql`coalesce(${about.mergedIntoId}, ${about.id})`))
        .where(
          and(
            eq(notifications.userId, viewer.id),
            cursor
              ? or(
                  lt(notifications.createdAt, cursor.createdAt),
                  and(
                    eq(notifications.createdAt, cursor.createdAt),
                    lt(notifications.id, cursor.id),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(NOTIFICATION_PAGE_SIZE + 1);
      const page = rows.slice(0, NOTIFICATION_PAGE_SIZE);
      const last = page.at(-1);
      return {
        items: page.map((row): NotificationItem => ({
          id: row.id,
          kind: row.kind,
          params: row.params,
          link: linkOf(row),
          createdAt: row.createdAt.toISOString(),
          read: row.readAt !== null,
        })),
        unread: await unreadOf(viewer.id),
        next:
          rows.length > NOTIFICATION_PAGE_SIZE && last
            ? encodeCursor(last.createdAt, last.id)
            : null,
      };
    },

    /** Marks one of the viewer's own as read; another person's is not found, like a missing one. */
    async markRead(viewer: Viewer, id: string): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({
          readAt: sql`coalesce(${notifications.readAt}, ${now().toISOString()}::timestamptz)`,
        })
        .where(and(eq(notifications.id, id), eq(notifications.userId, viewer.id)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async markAllRead(viewer: Viewer): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: now() })
        .where(and(eq(notifications.userId, viewer.id), isNull(notifications.readAt)));
    },

    async preferences(viewer: Viewer): Promise<NotificationPreferences> {
      const [row] = await db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, viewer.id));
      return {
        mutedKinds: (row?.mutedKinds ?? []).filter(isNotificationKind),
        dailyDigest: row?.dailyDigest ?? false,
      };
    },

    async savePreferences(
      viewer: Viewer,
      values: NotificationPreferences,
    ): Promise<NotificationPreferences> {
      const mutedKinds = [...new Set(values.mutedKinds)];
      await db
        .insert(notificationPreferences)
        .values({ userId: viewer.id, mutedKinds, dailyDigest: values.dailyDigest })
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: { mutedKinds, dailyDigest: values.dailyDigest },
        });
      return { mutedKinds, dailyDigest: values.dailyDigest };
    },

    /**
     * What the person who started an import hears when it ends: created N, or failed (a file that
     * did not pass is said by the import's own answer too; the bell keeps it for a closed dialog).
     */
    importNotice(records: ImportRecords, link: string): ImportNotice {
      return {
        finished: (userId, created) =>
          notify(
            db,
            [{ userId, kind: 'import-finished', params: { records, count: created }, link }],
            now(),
          ),
        failed: (userId) =>
          notify(db, [{ userId, kind: 'import-failed', params: { records }, link }], now()),
      };
    },

    /**
     * The daily digest: to each active person who asked for it, has unread notifications and had
     * no digest in the last 24 hours, one queued mail counting them by kind, in the transaction
     * that records it was sent (instances skip the people another is mailing). The mail names
     * no patient: it leaves the console, so it only says what kind and how many, and where to read
     * them.
     */
    async queueDigests(consoleUrl: string): Promise<number> {
      const at = now();
      const cutoff = new Date(at.getTime() - DAY_MS);
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ userId: users.id, email: users.email, fullName: users.fullName })
          .from(notificationPreferences)
          .innerJoin(users, eq(users.id, notificationPreferences.userId))
          .where(
            and(
              eq(notificationPreferences.dailyDigest, true),
              eq(users.status, 'ACTIVE'),
              or(
                isNull(notificationPreferences.digestSentAt),
                lt(notificationPreferences.digestSentAt, cutoff),
              ),
              sql`exists (select 1 from ${notifications} where ${notifications.userId} = ${users.id} and ${notifications.readAt} is null)`,
            ),
          )
          .limit(DIGEST_BATCH_SIZE)
          .for('update', { of: notificationPreferences, skipLocked: true });
        if (due.length === 0) return 0;
        const counts = await tx
          .select({
            userId: notifications.userId,
            kind: notifications.kind,
            count: sql<number>`count(*)::int`,
          })
          .from(notifications)
          .where(
            and(
              inArray(
                notifications.userId,
                due.map((person) => person.userId),
              ),
              isNull(notifications.readAt),
            ),
          )
          .groupBy(notifications.userId, notifications.kind);
        const mails = due.map((person) =>
          digestMail(
            person,
            counts.filter((row) => row.userId === person.userId),
            consoleUrl,
          ),
        );
        await queueMail(tx, mails, at);
        await tx
          .update(notificationPreferences)
          .set({ digestSentAt: at })
          .where(
            inArray(
              notificationPreferences.userId,
              due.map((person) => person.userId),
            ),
          );
        return mails.length;
      });
    },

    /** Looks for due digests at start and then hourly; `queued` is told when mail was queued. */
    startDigests(consoleUrl: string, queued: () => void, onError: (error: unknown) => void) {
      const run = () =>
        void this.queueDigests(consoleUrl).then((count) => {
          if (count > 0) queued();
        }, onError);
      const timer = setInterval(run, DIGEST_INTERVAL_MS);
      timer.unref();
      run();
      return { stop: () => clearInterval(timer) };
    },

    /** Deletes what is older than the retention (like the file sweep, at start and then hourly). */
    async purge(): Promise<number> {
      const cutoff = new Date(now().getTime() - NOTIFICATION_RETENTION_DAYS * DAY_MS);
      const rows = await db
        .delete(notifications)
        .where(lt(notifications.createdAt, cutoff))
        .returning({ id: notifications.id });
      return rows.length;
    },

    startPurge(onError: (error: unknown) => void) {
      const run = () => void this.purge().catch(onError);
      const timer = setInterval(run, PURGE_INTERVAL_MS);
      timer.unref();
      run();
      return { stop: () => clearInterval(timer) };
    },

    /**
     * Whether a stream may stay open: the person is active and the session has not ended (a
     * stream is no activity, so it does not touch the session).
     */
    async streamAllowed(userId: string, sessionId: string): Promise<boolean> {
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(users.id, userId),
            eq(users.status, 'ACTIVE'),
            isNull(sessions.endedAt),
          ),
        );
      return rows.length > 0;
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
