import { eq } from 'drizzle-orm';
import type { MaintenanceState } from '@org/contracts';
import type { Database } from '../db/database';
import { maintenanceMessage } from '../db/schema';
import type { Clock } from './clock';

const ROW_ID = 1;

/** docs/product.md §12.2: one platform-wide maintenance message, read by everyone, set by system admins. */
export function createMaintenanceService(db: Database, now: Clock) {
  const save = async (message: string | null, userId: string): Promise<MaintenanceState> => {
    const at = now();
    await db
      .insert(maintenanceMessage)
      .values({ id: ROW_ID, message, updatedBy: userId, updatedAt: at })
      .onConflictDoUpdate({
        target: maintenanceMessage.id,
        set: { message, updatedBy: userId, updatedAt: at },
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
