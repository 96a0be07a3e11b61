import { eq } from 'drizzle-orm';
import type { CurrentUser, Role } from '@org/contracts';
import type { UserSettingsValues } from '@org/forms';
import type { Database } from '../db/database';
import { users, userSettings } from '../db/schema';
import type { IdentityProvider } from '../identity/identityProvider';
import type { Clock } from './clock';
import type { SessionService } from './sessionService';

export type UserRow = typeof users.$inferSelect;
export type UserStatus = UserRow['status'];

export function createUserService(deps: {
  db: Database;
  now: Clock;
  sessionService: SessionService;
  identity: IdentityProvider;
}) {
  const { db, now } = deps;

  const findById = async (userId: string): Promise<UserRow | undefined> => {
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    return user;
  };

  const currentUser = async (user: UserRow): Promise<CurrentUser> => {
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
  };

  const update = async (userId: string, values: Partial<UserRow>): Promise<UserRow> => {
    const [row] = await db
      .update(users)
      .set({ ...values, updatedAt: now() })
      .where(eq(users.id, userId))
      .returning();
    return row!;
  };

  return {
    findById,
    currentUser,

    /** Stores the settings given (one row per key) in one transaction. */
    async saveSettings(user: UserRow, values: UserSettingsValues): Promise<CurrentUser> {
      const rows = Object.entries(values)
        .filter(([, value]) => value !== undefined)
        .map(([settingKey, value]) => ({
          userId: user.id,
          settingKey,
          settingValue: String(value),
        }));
      await db.transaction(async (tx) => {
        for (const row of rows) {
          await tx
            .insert(userSettings)
            .values(row)
            .onConflictDoUpdate({
              target: [userSettings.userId, userSettings.settingKey],
              set: { settingValue: row.settingValue },
            });
        }
      });
      return currentUser(user);
    },

    async updateProfile(user: UserRow, fullName: string): Promise<CurrentUser> {
      return currentUser(await update(user.id, { fullName }));
    },

    async setAvatar(user: UserRow, avatar: string | null): Promise<CurrentUser> {
      return currentUser(await update(user.id, { avatar }));
    },

    /**
     * docs/product.md §11.3: deactivating a user or changing their role ends their sessions on the server and
     * revokes their tokens, so the next request with an old token is refused.
     */
    async changeAccess(
      userId: string,
      change: { role?: Role; status?: UserStatus },
    ): Promise<UserRow | undefined> {
      const before = await findById(userId);
      if (!before) return undefined;
      const after = await update(userId, change);
      const roleChanged = after.role !== before.role;
      const deactivated = after.status === 'INACTIVE' && before.status !== 'INACTIVE';
      if (roleChanged || deactivated) {
        await deps.sessionService.endAllOf(userId);
        await deps.identity.revokeAllSessions(userId);
      }
      if (roleChanged) await deps.identity.setRole(userId, after.role);
      return after;
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
