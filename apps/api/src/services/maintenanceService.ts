import { eq, ne } from 'drizzle-orm';
import type { MaintenanceState } from '@org/contracts';
import type { Database } from '../db/database';
import { maintenanceMessage, users } from '../db/schema';
import type { Clock } from './clock';
import { notifyEveryone } from './notificationService';

const ROW_ID = 1;

/** docs/product.md §12.2: one platform-wide maintenance message, read by everyone, set by system admins. */
export function createMaintenanceService(db: Database, now: Clock) {
  const save = async (message: string | null, userId: string): Promise<MaintenanceState> => {
    const at = now();
    await db.transaction(async (tx) => {
      await tx
        .insert(maintenanceMessage)
        .values({ id: ROW_ID, message, updatedBy: userId, updatedAt: at })
        .onConflictDoUpdate({
          target: maintenanceMessage.id,
          set: { message, updatedBy: userId, updatedAt: at },
        });
      // Everyone but its author hears of a published message (the banner says what it is).
      if (message !== null) {
        await notifyEveryone(tx, ne(users.id, userId), { kind: 'maintenance-published' }, at);
      }
    });
    return { message, updatedAt: at.toISOString() };
  };

  return {
    async current(): Promise<MaintenanceState> {
      const [row] = await db
        .select()
        .from(maintenanceMessage)
        .where(eq(maintenanceMessage.id, ROW_ID))
        .limit(1);
      return { message: row?.message ?? null, updatedAt: row?.updatedAt.toISOString() ?? null };
    },
    set: (message: string, userId: string) => save(message, userId),
    clear: (userId: string) => save(null, userId),
  };
}

export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
