import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SessionInfo } from '@org/contracts';
import type { Database } from '../db/database';
import { sessions } from '../db/schema';
import type { Clock } from './clock';

/** docs/product.md §11.3: a session ends after 30 idle minutes and, in any case, after 12 hours. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

export interface SessionServiceOptions {
  idleMs?: number;
}

export function createSessionService(
  db: Database,
  now: Clock,
  options: SessionServiceOptions = {},
) {
  const idleMs = options.idleMs ?? SESSION_IDLE_MS;

  const toInfo = (row: { createdAt: Date; lastSeenAt: Date }): SessionInfo => ({
    idleTimeoutMs: idleMs,
    idleExpiresAt: new Date(row.lastSeenAt.getTime() + idleMs).toISOString(),
    expiresAt: new Date(row.createdAt.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
  });

  const end = async (sessionId: string): Promise<void> => {
    await db
      .update(sessions)
      .set({ endedAt: now() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
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
     * Every signed-in request: while the session is open (not ended, not idle, not too old) it
     * counts as activity, in the same statement that checks it; otherwise the session ends.
     */
    async touch(sessionId: string, userId: string): Promise<SessionInfo | null> {
      const at = now();
      const [row] = await db
        .update(sessions)
        .set({ lastSeenAt: at })
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.userId, userId),
            isNull(sessions.endedAt),
            gt(sessions.lastSeenAt, new Date(at.getTime() - idleMs)),
            gt(sessions.createdAt, new Date(at.getTime() - SESSION_ABSOLUTE_MS)),
          ),
        )
        .returning({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt });
      if (row) return toInfo(row);
      await end(sessionId);
      return null;
    },

    end,

    async endAllOf(userId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: now() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
