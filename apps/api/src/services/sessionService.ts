import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SessionInfo } from '@org/contracts';
import type { Database } from '../db/database';
import { sessions, users } from '../db/schema';
import type { AccountCache, CachedSession } from './accountCache';
import type { Clock } from './clock';

/** docs/product.md §11.3: a session ends after 30 idle minutes and, in any case, after 12 hours. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/**
 * A session's `last_seen_at` is written at most once a minute: a request writes it when the stored
 * time is a minute old or more, so it is at most a minute behind the last request. The idle limit
 * counts from it plus that minute, so a session ends between 30 and 31 idle minutes after its last
 * request: never before the console's own count (which warns a minute ahead), at most a minute
 * after (docs/decisions.md "The signed-in hot path").
 */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

type UserRow = typeof users.$inferSelect;

export interface SessionServiceOptions {
  idleMs?: number;
  /** Users and open sessions kept in memory; without it, every request reads the database. */
  cache?: AccountCache;
}

/** A signed-in request's account: the user, and the session's times when it is open. */
export type ResumedSession =
  | { user: UserRow; session: SessionInfo }
  /** The user exists but is not active: refused with 403 whatever the session. */
  | { user: UserRow; session: null }
  /** No such user, or no such open session of theirs. */
  | null;

export function createSessionService(
  db: Database,
  now: Clock,
  options: SessionServiceOptions = {},
) {
  const idleMs = options.idleMs ?? SESSION_IDLE_MS;
  const cache = options.cache;

  const infoAt = (createdAt: Date, at: Date): SessionInfo => ({
    idleTimeoutMs: idleMs,
    // This request is activity: the session lasts at least the idle time from now.
    idleExpiresAt: new Date(at.getTime() + idleMs).toISOString(),
    expiresAt: new Date(createdAt.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
  });

  /** Open at `at` by the times given (stored ones may lag; only the database decides an end). */
  const openAt = (session: Pick<CachedSession, 'createdAt' | 'lastSeenAt'>, at: Date) =>
    session.lastSeenAt.getTime() > at.getTime() - idleMs - SESSION_TOUCH_INTERVAL_MS &&
    session.createdAt.getTime() > at.getTime() - SESSION_ABSOLUTE_MS;

  const end = async (sessionId: string): Promise<void> => {
    await db
      .update(sessions)
      .set({ endedAt: now() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
    cache?.forget.session(sessionId);
  };

  /**
   * Counts `at` as activity while the session is open (not ended, not idle, not too old), in the
   * statement that checks it; answers the stored times, or null when it is not open.
   */
  const touch = async (sessionId: string, userId: string, at: Date) => {
    const [row] = await db
      .update(sessions)
      .set({ lastSeenAt: at })
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.userId, userId),
          isNull(sessions.endedAt),
          gt(sessions.lastSeenAt, new Date(at.getTime() - idleMs - SESSION_TOUCH_INTERVAL_MS)),
          gt(sessions.createdAt, new Date(at.getTime() - SESSION_ABSOLUTE_MS)),
        ),
      )
      .returning({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt });
    return row ?? null;
  };

  /** The user and the session (if it is theirs), in one statement. */
  const readAccount = async (sessionId: string, userId: string) => {
    const [row] = await db
      .select({
        user: users,
        sessionCreatedAt: sessions.createdAt,
        sessionLastSeenAt: sessions.lastSeenAt,
        sessionEndedAt: sessions.endedAt,
      })
      .from(users)
      .leftJoin(sessions, and(eq(sessions.id, sessionId), eq(sessions.userId, users.id)))
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) return null;
    const session: CachedSession | null =
      row.sessionCreatedAt && row.sessionLastSeenAt && !row.sessionEndedAt
        ? {
            id: sessionId,
            userId,
            createdAt: row.sessionCreatedAt,
            lastSeenAt: row.sessionLastSeenAt,
            touching: null,
          }
        : null;
    return { user: row.user, session };
  };

  return {
    async start(userId: string, ip: string): Promise<string> {
      const at = now();
      const [row] = await db
        .insert(sessions)
        .values({ userId, ip, createdAt: at, lastSeenAt: at })
        .returning({ id: sessions.id });
      return row!.id;
    },

    /**
     * Every signed-in request: the user and their session, from the cache when it may be used
     * (else one statement); the session counts the request as activity, written at most once a
     * minute (SESSION_TOUCH_INTERVAL_MS); a session found idle or too old ends for good.
     */
    async resume(sessionId: string, userId: string): Promise<ResumedSession> {
      const at = now();
      const cached = cache && (await cache.sync());
      let user = cached ? cache.user(userId) : undefined;
      let session = cached ? cache.session(sessionId) : undefined;
      if (!user || !session || session.userId !== userId) {
        const readAt = cache?.generation() ?? 0;
        const account = await readAccount(sessionId, userId);
        if (!account) return null;
        ({ user } = account);
        session = account.session ?? undefined;
        if (cached && user.status === 'ACTIVE') cache.keepAccount(readAt, user, account.session);
      }
      if (user.status !== 'ACTIVE') return { user, session: null };
      if (!session) return null;

      if (
        !openAt(session, at) ||
        at.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS
      ) {
        // Due for a touch, or closed by the times known here: the database decides. Requests of
        // one session on this instance share one touch.
        const current = session;
        const touching = (current.touching ??= touch(sessionId, userId, at).finally(() => {
          current.touching = null;
        }));
        const touched = await touching;
        if (!touched) {
          await end(sessionId);
          return null;
        }
        if (touched.lastSeenAt > current.lastSeenAt) current.lastSeenAt = touched.lastSeenAt;
      }
      return { user, session: infoAt(session.createdAt, at) };
    },

    end,

    async endAllOf(userId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: now() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
      cache?.forget.sessionsOf(userId);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
