import type { UserSetting } from '@org/contracts';
import type { Change, ChangeFeed, ChangeListener } from '../db/changeFeed';
import type { users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

/** An open session as the database last said, and the touch under way, if any. */
export interface CachedSession {
  id: string;
  userId: string;
  createdAt: Date;
  /** May lag the database (another instance touched it): only ever earlier, never later. */
  lastSeenAt: Date;
  touching: Promise<SessionTimes | null> | null;
}

/** A session's stored times, as a touch answers them (null: the session is not open). */
export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
}

/** Each map's bound; past it the oldest entry goes (a miss is only one more query). */
const MAX_ENTRIES = 50_000;

const remember = <V>(map: Map<string, V>, key: string, value: V) => {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
};

/**
 * What every signed-in request needs, kept in this process (docs/decisions.md "The signed-in hot
 * path"): users, their open sessions and their settings. The database says when to forget, through
 * the change feed (NOTIFY from triggers, so every instance hears every writer); the writer's own
 * process also forgets at once, before it answers. It is trusted only while the feed is live and,
 * for a request, after `sync` has brought in every change committed before the request arrived.
 *
 * A read from the database may race a change: it is kept only if nothing was forgotten since it
 * began (`generation`), so an answer read before a commit never outlives that commit's
 * notification.
 */
export function createAccountCache() {
  const usersById = new Map<string, UserRow>();
  const sessionsById = new Map<string, CachedSession>();
  const settingsByUser = new Map<string, readonly UserSetting[]>();
  let generation = 0;
  let feed: ChangeFeed | null = null;

  const forget = {
    session(sessionId: string) {
      generation += 1;
      sessionsById.delete(sessionId);
    },
    user(userId: string) {
      generation += 1;
      usersById.delete(userId);
    },
    /** Every cached session of the user (sign out everywhere, deactivation, a new role). */
    sessionsOf(userId: string) {
      generation += 1;
      for (const [id, session] of sessionsById) {
        if (session.userId === userId) sessionsById.delete(id);
      }
    },
    settings(userId: string) {
      generation += 1;
      settingsByUser.delete(userId);
    },
    all() {
      generation += 1;
      usersById.clear();
      sessionsById.clear();
      settingsByUser.clear();
    },
  };

  const listener: ChangeListener = {
    changed({ table, id }: Change) {
      if (table === 'sessions') forget.session(id);
      else if (table === 'users') forget.user(id);
      else if (table === 'user_settings') forget.settings(id);
      else forget.all();
    },
    reset: () => forget.all(),
  };

  const trusted = () => feed?.live === true;

  return {
    /** What the change feed reports to. */
    listener,
    /** The feed whose liveness decides whether the cache may be read at all. */
    attach(changeFeed: ChangeFeed) {
      feed = changeFeed;
    },
    /**
     * Call once per request before reading: true when the cache may be used for it (every change
     * committed before now has been heard), false when the database must be asked.
     */
    sync: (): Promise<boolean> => (feed ? feed.sync() : Promise.resolve(false)),
    /** Taken before a database read; pass it back to keep what the read found. */
    generation: () => generation,

    user: (userId: string) => (trusted() ? usersById.get(userId) : undefined),
    session: (sessionId: string) => (trusted() ? sessionsById.get(sessionId) : undefined),
    settings: (userId: string) => (trusted() ? settingsByUser.get(userId) : undefined),

    /** Keeps a user and, if open, their session, read since `readAt` (a generation). */
    keepAccount(readAt: number, user: UserRow, session: CachedSession | null) {
      if (!trusted() || readAt !== generation) return;
      remember(usersById, user.id, user);
      if (session) remember(sessionsById, session.id, session);
    },
    keepSettings(readAt: number, userId: string, settings: readonly UserSetting[]) {
      if (!trusted() || readAt !== generation) return;
      remember(settingsByUser, userId, settings);
    },

    forget,
  };
}

export type AccountCache = ReturnType<typeof createAccountCache>;
