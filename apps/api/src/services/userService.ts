import { and, asc, eq, or, sql } from 'drizzle-orm';
import {
  errorCodes,
  userMessages,
  type CurrentUser,
  type ErrorCode,
  type OwnProfile,
  type Role,
} from '@org/contracts';
import type { UserSettingsValues } from '@org/forms';
import type { Database } from '../db/database';
import { clinics, userClinics, users, userSettings } from '../db/schema';
import type { Transaction } from '../db/transaction';
import { HttpError } from '../http/HttpError';
import type { IdentityProvider } from '../identity/identityProvider';
import type { AccountCache } from './accountCache';
import type { Clock } from './clock';
import { phoneNumberOf } from './phoneColumns';
import type { SessionService } from './sessionService';

export type UserRow = typeof users.$inferSelect;
export type UserStatus = UserRow['status'];

/** A role or status change, as PATCH …/access, PATCH …/status and PUT /api/v1/users/:id ask it. */
export interface AccessChange {
  role?: Role;
  status?: UserStatus;
}

const isActiveAdmin = (user: Pick<UserRow, 'role' | 'status'>) =>
  user.role === 'SYSTEM_ADMIN' && user.status === 'ACTIVE';

/** The field a refused change is about: the role when it changes, else the status. */
const changedField = (before: UserRow, change: AccessChange) =>
  change.role !== undefined && change.role !== before.role ? 'role' : 'status';

const refusal = (code: ErrorCode, message: string, path: string) =>
  new HttpError(409, message, code, [{ path, message }]);

export function createUserService(deps: {
  db: Database;
  now: Clock;
  sessionService: SessionService;
  identity: IdentityProvider;
  /** The signed-in requests' cache (services/accountCache.ts): forgotten here after each write. */
  cache?: AccountCache;
}) {
  const { db, now, cache } = deps;

  /** The user's settings: from the cache (the request has synced it) or, kept, from the database. */
  const settingsOf = async (userId: string) => {
    const cached = cache?.settings(userId);
    if (cached) return [...cached];
    const readAt = cache?.generation() ?? 0;
    const settings = await db
      .select({ settingKey: userSettings.settingKey, settingValue: userSettings.settingValue })
      .from(userSettings)
      .where(eq(userSettings.userId, userId));
    cache?.keepSettings(readAt, userId, settings);
    return settings;
  };

  const currentUser = async (user: UserRow): Promise<CurrentUser> => {
    const settings = await settingsOf(user.id);
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
    cache?.forget.user(userId);
    return row!;
  };

  const service = {
    currentUser,

    /** The person's own record as it is now (the session's copy may be a minute old), with their clinics. */
    async ownProfile(user: UserRow): Promise<OwnProfile> {
      const [row] = await db.select().from(users).where(eq(users.id, user.id));
      const own = row ?? user;
      const memberships = await db
        .select({
          id: clinics.id,
          name: clinics.name,
          countryCode: clinics.countryCode,
          status: clinics.status,
        })
        .from(userClinics)
        .innerJoin(clinics, eq(clinics.id, userClinics.clinicId))
        .where(eq(userClinics.userId, user.id))
        .orderBy(asc(sql`lower(${clinics.name})`), asc(clinics.id));
      return {
        fullName: own.fullName,
        email: own.email,
        role: own.role,
        avatar: own.avatar,
        phoneNumber: phoneNumberOf(own),
        address: own.address,
        clinics: memberships,
      };
    },

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
      cache?.forget.settings(user.id);
      return currentUser(user);
    },

    async updateProfile(user: UserRow, fullName: string): Promise<CurrentUser> {
      return currentUser(await update(user.id, { fullName }));
    },

    /**
     * The start of a role or status change, inside the caller's transaction: locks the person
     * and every active system admin (in id order, so two changes never deadlock) and refuses with
     * 409 a change that would leave no active system admin (LAST_ADMIN) or that the actor makes
     * to their own role or status (SELF_ACCESS_CHANGE). Two admins demoting each other at once
     * cannot both pass: the second waits for the first's locks, then sees its result. Answers the
     * person as they were, or undefined when there is no such person.
     */
    async lockForAccessChange(
      tx: Transaction,
      actorId: string,
      userId: string,
      change: AccessChange,
    ): Promise<UserRow | undefined> {
      const locked = await tx
        .select()
        .from(users)
        .where(
          or(eq(users.id, userId), and(eq(users.role, 'SYSTEM_ADMIN'), eq(users.status, 'ACTIVE'))),
        )
        .orderBy(asc(users.id))
        .for('update');
      const before = locked.find((user) => user.id === userId);
      if (!before) return undefined;
      const after = {
        role: change.role ?? before.role,
        status: change.status ?? before.status,
      };
      const demotes = after.role !== before.role;
      const deactivates = after.status === 'INACTIVE' && before.status !== 'INACTIVE';
      if (isActiveAdmin(before) && !isActiveAdmin(after)) {
        const others = locked.filter((user) => user.id !== userId && isActiveAdmin(user));
        if (others.length === 0) {
          throw refusal(errorCodes.lastAdmin, userMessages.lastAdmin, changedField(before, change));
        }
      }
      if (actorId === userId && (demotes || deactivates)) {
        throw refusal(
          errorCodes.selfAccessChange,
          userMessages.selfAccessChange,
          changedField(before, change),
        );
      }
      return before;
    },

    /**
     * The end of a change, once it is committed (docs/product.md §11.3): deactivating a user or
     * changing their role ends their sessions on the server and revokes their tokens, so the next
     * request with an old token is refused; new tokens carry the new role.
     */
    async afterAccessChange(before: UserRow, after: UserRow): Promise<void> {
      // Whatever changed (a name, a phone number), signed-in requests must not see the old row.
      cache?.forget.user(after.id);
      const roleChanged = after.role !== before.role;
      const deactivated = after.status === 'INACTIVE' && before.status !== 'INACTIVE';
      if (roleChanged || deactivated) {
        await deps.sessionService.endAllOf(after.id);
        await deps.identity.revokeAllSessions(after.id);
      }
      if (roleChanged) await deps.identity.setRole(after.id, after.role);
    },

    /** A role or status change by `actorId`, with its guards and its consequences (above). */
    async changeAccess(
      actorId: string,
      userId: string,
      change: AccessChange,
    ): Promise<UserRow | undefined> {
      const changed = await db.transaction(async (tx) => {
        const before = await service.lockForAccessChange(tx, actorId, userId, change);
        if (!before) return undefined;
        const [after] = await tx
          .update(users)
          .set({ ...change, updatedAt: now() })
          .where(eq(users.id, userId))
          .returning();
        return { before, after: after! };
      });
      if (!changed) return undefined;
      await service.afterAccessChange(changed.before, changed.after);
      return changed.after;
    },

    /** A one-time code sign-in succeeded: the staff list shows when (`lastSignInAt`). */
    async recordSignIn(userId: string): Promise<void> {
      await db.update(users).set({ lastSignInAt: now() }).where(eq(users.id, userId));
      cache?.forget.user(userId);
    },
  };
  return service;
}

export type UserService = ReturnType<typeof createUserService>;
