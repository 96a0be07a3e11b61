import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@org/api-client';
import type { Database } from '../db/database';
import { users, userSettings } from '../db/schema';

export function createUserService(db: Database) {
  return {
    async findActive(userId: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return user?.status === 'ACTIVE' ? user : undefined;
    },

    async currentUser(user: typeof users.$inferSelect): Promise<CurrentUser> {
      const settings = await db
        .select({ settingKey: userSettings.settingKey, settingValue: userSettings.settingValue })
        .from(userSettings)
        .where(eq(userSettings.userId, user.id));
      return {
        id: user.id,
        fullName: user.fullName,
        name: user.fullName.trim().split(/\s+/)[0] ?? user.fullName,
        email: user.email,
        role: user.role,
        avatar: user.avatar,
        userSettings: settings,
      };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
