import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sessions } from '../db/schema';
import type { Clock } from './clock';

/** PRODUCT.md: a session ends after 30 idle minutes and, in any case, after 12 hours. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60 * 1000;

export function createSessionService(db: Database, now: Clock) {
  return {
    async start(userId: string, ip: string): Promise<string> {
      const at = now();
      const [row] = await db
        .insert(sessions)
        .values({ userId, ip, createdAt: at, lastSeenAt: at })
        .returning({ id: sessions.id });
      return row!.id;
    },

    /** True while the session is open; ends and refuses it once idle or too old. */
    async isOpen(sessionId: string, userId: string): Promise<boolean> {
      const [session] = await db
        .select()
        .from(sessions)
        .where(
          and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.endedAt)),
        )
        .limit(1);
      if (!session) return false;
      const at = now();
      const idleFor = at.getTime() - session.lastSeenAt.getTime();
      const age = at.getTime() - session.createdAt.getTime();
      if (idleFor > SESSION_IDLE_MS || age > SESSION_ABSOLUTE_MS) {
        await db.update(sessions).set({ endedAt: at }).where(eq(sessions.id, sessionId));
        return false;
      }
      if (idleFor > TOUCH_EVERY_MS) {
        await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
      }
      return true;
    },

    async end(sessionId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: now() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
    },

    async endAllOf(userId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: now() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
