import type { Change, ChangeListener } from '../db/changeFeed';

/** One open stream: a person's tab, on one of their sessions. */
export interface NotificationStream {
  userId: string;
  sessionId: string;
  /** Sends one server-sent event. */
  send(event: string, data: unknown): void;
  /** A comment line, which keeps proxies and the socket's idle timer from closing the stream. */
  ping(): void;
  /** Ends the response. */
  end(): void;
}

export interface NotificationStreamDeps {
  /** The unread counts of these people (those with none may be left out). */
  unreadOf(userIds: readonly string[]): Promise<Map<string, number>>;
  /** Whether the person is active and the session still open. */
  allowed(userId: string, sessionId: string): Promise<boolean>;
  onError(error: unknown): void;
  /** Each stream is pinged and its session checked this often. */
  heartbeatMs?: number;
}

export const HEARTBEAT_MS = 25_000;

/**
 * Every open notification stream of this api instance, fed by the database's change feed (NOTIFY
 * from the triggers of migrations 0009 and 0014), so a notification written through any instance
 * reaches every tab: 'notifications:<user>' sends that person's unread count ('notifications:*'
 * everyone's), 'sessions:<id>' and 'users:<id>' close the streams of a session that ended or a
 * person who was deactivated. Changes are gathered for a turn of the event loop and answered with
 * one query. When the feed may have missed changes (`reset`), every stream is checked and sent
 * its count again.
 */
export function createNotificationStreams(deps: NotificationStreamDeps) {
  const byUser = new Map<string, Set<NotificationStream>>();
  const countsDue = new Set<string>();
  const checksDue = new Set<NotificationStream>();
  let everyone = false;
  let flushing: NodeJS.Immediate | null = null;

  const all = () => [...byUser.values()].flatMap((streams) => [...streams]);

  const remove = (stream: NotificationStream) => {
    const streams = byUser.get(stream.userId);
    streams?.delete(stream);
    if (streams?.size === 0) byUser.delete(stream.userId);
  };

  const close = (stream: NotificationStream) => {
    remove(stream);
    stream.send('closed', { reason: 'signed-out' });
    stream.end();
  };

  const flush = async () => {
    flushing = null;
    const users = everyone ? [...byUser.keys()] : [...countsDue].filter((id) => byUser.has(id));
    everyone = false;
    countsDue.clear();
    const checks = [...checksDue];
    checksDue.clear();
    await Promise.all(
      checks.map(async (stream) => {
        if (!(await deps.allowed(stream.userId, stream.sessionId))) close(stream);
      }),
    );
    if (users.length === 0) return;
    const counts = await deps.unreadOf(users);
    for (const userId of users) {
      for (const stream of byUser.get(userId) ?? []) {
        stream.send('unread', { unread: counts.get(userId) ?? 0 });
      }
    }
  };

  const schedule = () => {
    flushing ??= setImmediate(() => void flush().catch(deps.onError));
  };

  const listener: ChangeListener = {
    changed({ table, id }: Change) {
      if (table === 'notifications') {
        if (id === '*') everyone = true;
        else countsDue.add(id);
      } else if (table === 'sessions') {
        for (const stream of all()) if (stream.sessionId === id) checksDue.add(stream);
      } else if (table === 'users') {
        for (const stream of byUser.get(id) ?? []) checksDue.add(stream);
      } else return;
      schedule();
    },
    reset() {
      everyone = true;
      for (const stream of all()) checksDue.add(stream);
      schedule();
    },
  };

  const heartbeat = setInterval(() => {
    for (const stream of all()) {
      stream.ping();
      checksDue.add(stream);
    }
    if (checksDue.size > 0) schedule();
  }, deps.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  return {
    listener,

    /** Adds a stream and sends its count at once (a reconnecting tab catches up with it). */
    async open(stream: NotificationStream) {
      let streams = byUser.get(stream.userId);
      if (!streams) byUser.set(stream.userId, (streams = new Set()));
      streams.add(stream);
      const counts = await deps.unreadOf([stream.userId]);
      stream.send('unread', { unread: counts.get(stream.userId) ?? 0 });
    },

    /** The client went away. */
    remove,

    get size() {
      return all().length;
    },

    /** The server is closing: every stream ends (its tab reconnects elsewhere). */
    closeAll() {
      clearInterval(heartbeat);
      if (flushing) clearImmediate(flushing);
      flushing = null;
      for (const stream of all()) {
        remove(stream);
        stream.end();
      }
    },
  };
}

export type NotificationStreams = ReturnType<typeof createNotificationStreams>;
