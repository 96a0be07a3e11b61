import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import type { IdentityProvider } from '../src/identity/identityProvider';
import { systemClock } from '../src/services/clock';
import { createSessionService } from '../src/services/sessionService';
import { createUserService } from '../src/services/userService';
import { createTestDatabase, type TestDatabase } from './testDatabase';

/**
 * The guards of role and status changes, at the service, on a real database (on PostgreSQL with
 * a connection pool, so the two changes below really run at once): two system admins demoting
 * or deactivating each other at the same moment never leave the platform without one.
 */

let database: TestDatabase;

/** Revocations and role claims go nowhere: only the database is under test. */
const identity: IdentityProvider = {
  issueCustomToken: () => Promise.reject(new Error('not here')),
  verifyIdToken: () => Promise.reject(new Error('not here')),
  revokeAllSessions: async () => {},
  setRole: async () => {},
  checkReachable: async () => {},
  close: async () => {},
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const service = () => {
  const { db } = database.handle;
  const sessionService = createSessionService(db, systemClock);
  return createUserService({ db, now: systemClock, sessionService, identity });
};

/** Every active system admin is deactivated but `keep`, which are made active admins. */
const onlyAdmins = async (...emails: string[]) => {
  const { db } = database.handle;
  await db
    .update(users)
    .set({ status: 'INACTIVE' })
    .where(and(eq(users.role, 'SYSTEM_ADMIN'), eq(users.status, 'ACTIVE')));
  const rows = await db
    .update(users)
    .set({ role: 'SYSTEM_ADMIN', status: 'ACTIVE' })
    .where(inArray(users.email, emails))
    .returning({ id: users.id });
  return rows.map((row) => row.id);
};

const activeAdmins = async () =>
  database.handle.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'SYSTEM_ADMIN'), eq(users.status, 'ACTIVE')));

describe('the last active system admin', () => {
  it.each([
    ['demote', { role: 'DOCTOR' as const }],
    ['deactivate', { status: 'INACTIVE' as const }],
  ])('stays one when two admins %s each other at once', async (_verb, change) => {
    for (let round = 0; round < 5; round += 1) {
      const [a, b] = await onlyAdmins('joao.pereira@clinic.test', 'ana.costa@clinic.test');
      const users = service();
      const outcomes = await Promise.allSettled([
        users.changeAccess(a!, b!, change),
        users.changeAccess(b!, a!, change),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const [refused] = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect((refused as PromiseRejectedResult).reason).toMatchObject({
        statusCode: 409,
        code: 'LAST_ADMIN',
      });
      expect(await activeAdmins()).toHaveLength(1);
    }
  });

  it('lets one of two admins go, then refuses the other', async () => {
    const [a, b] = await onlyAdmins('joao.pereira@clinic.test', 'ana.costa@clinic.test');
    const users = service();
    await expect(users.changeAccess(a!, b!, { status: 'INACTIVE' })).resolves.toMatchObject({
      status: 'INACTIVE',
    });
    await expect(users.changeAccess(a!, a!, { role: 'NURSE' })).rejects.toMatchObject({
      code: 'LAST_ADMIN',
    });
    // A change that keeps them an active admin is no demotion.
    await expect(users.changeAccess(a!, a!, { status: 'ACTIVE' })).resolves.toMatchObject({
      role: 'SYSTEM_ADMIN',
    });
  });
});
