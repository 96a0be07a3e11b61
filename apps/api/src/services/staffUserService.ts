import { and, count, eq, getTableColumns, notInArray, sql } from 'drizzle-orm';
import {
  errorCodes,
  staffUserList,
  userMessages,
  type ListQueryOf,
  type Page,
  type RecordStatus,
  type Role,
  type StaffUser,
} from '@org/contracts';
import { nameKey, type StaffUserValues } from '@org/forms';
import { uuidArray } from '../db/arrayParams';
import { insertColumns } from '../db/bulkInsert';
import type { Database } from '../db/database';
import { defineListing, type SelectionOf } from '../db/listing';
import { clinics, storedClinicNameKey, userClinics, users } from '../db/schema';
import { substringSearch } from '../db/search';
import { nameOrder } from '../db/sortKeys';
import type { Executor, Transaction } from '../db/transaction';
import { HttpError, notFound } from '../http/HttpError';
import { isUuid } from '../http/routeParams';
import { invitationMail } from '../mail/invitation';
import { queueMail } from '../mail/mailQueue';
import type { Clock } from './clock';
import { notify, PROFILE_LINK } from './notificationService';
import { phoneColumns, phoneNumberOf } from './phoneColumns';
import type { UserService } from './userService';

export const NO_SUCH_USER = 'No such user.';

/** Every column but `search_text`, which only the search reads. */
const { searchText: _searchText, ...staffFields } = getTableColumns(users);
type StaffRow = Omit<typeof users.$inferSelect, 'searchText'>;

export type StaffUserListQuery = ListQueryOf<typeof staffUserList>;
/** What an export reads: the list's search, filters and sort, without the page. */
export type StaffUserSelection = SelectionOf<typeof staffUserList>;

/** Each user's clinics, by name, for the users given. */
const clinicsOf = async (
  executor: Executor,
  userIds: readonly string[],
): Promise<Map<string, StaffUser['clinics']>> => {
  const byUser = new Map<string, StaffUser['clinics']>();
  if (userIds.length === 0) return byUser;
  const rows = await executor
    .select({ userId: userClinics.userId, id: clinics.id, name: clinics.name })
    .from(userClinics)
    .innerJoin(clinics, eq(clinics.id, userClinics.clinicId))
    .where(sql`${userClinics.userId} = any(${uuidArray(userIds)})`)
    .orderBy(sql`lower(${clinics.name})`, clinics.id);
  for (const { userId, id, name } of rows) {
    const list = byUser.get(userId) ?? [];
    list.push({ id, name });
    byUser.set(userId, list);
  }
  return byUser;
};

const toStaffUser = (row: StaffRow, memberships: StaffUser['clinics']): StaffUser => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
  phoneNumber: phoneNumberOf(row),
  role: row.role,
  address: row.address,
  clinics: memberships,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
});

const withClinics = async (executor: Executor, rows: StaffRow[]): Promise<StaffUser[]> => {
  const memberships = await clinicsOf(
    executor,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toStaffUser(row, memberships.get(row.id) ?? []));
};

/**
 * GET /api/v1/users and its export (docs/product.md §13.5): search over name and e-mail; filters
 * role, status, clinic (its members) and ids. Only system admins read it: no scope. The sorts
 * read the indexes of db/schema.ts: the name in the name order, "never signed in" as the earliest
 * sign-in (first ascending, last descending).
 */
export const staffUserListing = defineListing({
  definition: staffUserList,
  search: (text) => substringSearch(users.searchText, [users.fullName, users.email], text),
  filters: {
    role: (role) => eq(users.role, role),
    status: (status) => eq(users.status, status),
    clinicId: (clinicId) =>
      sql`${users.id} in (select ${userClinics.userId} from ${userClinics} where ${userClinics.clinicId} = ${clinicId})`,
    id: (ids) => sql`${users.id} = any(${uuidArray(ids)})`,
  },
  sorts: {
    fullName: nameOrder(users.fullName),
    email: users.email,
    role: users.role,
    status: users.status,
    createdAt: users.createdAt,
    lastSignInAt: sql`coalesce(${users.lastSignInAt}, '-infinity'::timestamptz)`,
  },
  tieBreaker: users.id,
  count: async (executor, where) =>
    (await executor.select({ total: count() }).from(users).where(where))[0]?.total ?? 0,
  rows: async (executor, { where, orderBy, limit, offset }) =>
    withClinics(
      executor,
      await executor
        .select(staffFields)
        .from(users)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    ),
});

/** The validated form values as the columns they are stored in. */
const staffColumns = (values: StaffUserValues) => ({
  fullName: values.fullName,
  email: values.email,
  role: values.role as Role,
  address: values.address,
  ...phoneColumns(values.phoneNumber),
});

const clinicsNotActive = () =>
  new HttpError(400, userMessages.clinicsNotActive, errorCodes.validationFailed, [
    { path: 'clinics', message: userMessages.clinicsNotActive },
  ]);

const invitationRefused = () =>
  new HttpError(409, userMessages.invitationInactive, errorCodes.conflict);

/** An active clinic as the staff import finds it by name. */
export interface NamedClinic {
  id: string;
  name: string;
  /** What the name is unique by (`nameKey` of @org/forms). */
  nameKey: string;
  countryCode: string;
}

export function createStaffUserService(deps: {
  db: Database;
  now: Clock;
  userService: UserService;
  /** The console's address, for the invitation (config.consoleUrl). */
  consoleUrl: string;
  /** Called once mail has been queued and committed: the mail worker's kick. */
  onMailQueued: () => void;
}) {
  const { db, now, userService } = deps;

  const get = async (id: string, executor: Executor = db): Promise<StaffUser> => {
    const [row] = await executor.select(staffFields).from(users).where(eq(users.id, id)).limit(1);
    if (!row) throw notFound(NO_SUCH_USER);
    return (await withClinics(executor, [row]))[0]!;
  };

  /**
   * The clinic ids of a form, checked: each must be an active clinic, or (when editing) one the
   * person already belongs to, whatever its status, so that an edit keeps what it does not
   * change. Anything else is a 400 on `clinics`. Answers the ids without repeats, in lower case.
   */
  const checkClinics = async (
    executor: Executor,
    ids: readonly string[],
    alreadyIn: readonly string[] = [],
  ): Promise<string[]> => {
    const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
    if (!wanted.every(isUuid)) throw clinicsNotActive();
    const found = await executor
      .select({ id: clinics.id, status: clinics.status })
      .from(clinics)
      .where(sql`${clinics.id} = any(${uuidArray(wanted)})`);
    const allowed = new Set(
      found
        .filter((clinic) => clinic.status === 'ACTIVE' || alreadyIn.includes(clinic.id))
        .map((clinic) => clinic.id),
    );
    if (!wanted.every((id) => allowed.has(id))) throw clinicsNotActive();
    return wanted;
  };

  /**
   * Writes new staff members in the caller's transaction, in multi-row INSERTs: the users, their
   * memberships and their invitations (queued, sent by the mail worker once this commits).
   * `values[i].clinics` are checked clinic ids. Answers the new ids in the order given.
   */
  const insertStaff = async (tx: Transaction, values: readonly StaffUserValues[]) => {
    const at = now();
    const time = sql`${at.toISOString()}::timestamptz`;
    const rows = values.map(staffColumns);
    const column = <Key extends keyof (typeof rows)[number]>(key: Key) =>
      rows.map((row) => row[key] as string | null);
    const created = await insertColumns<{ id: string; email: string }>(
      tx,
      users,
      [
        { column: users.email, type: 'text', values: column('email') },
        { column: users.fullName, type: 'text', values: column('fullName') },
        { column: users.role, type: 'text', values: column('role') },
        { column: users.address, type: 'text', values: column('address') },
        { column: users.callingCode, type: 'text', values: column('callingCode') },
        { column: users.localPhoneNumber, type: 'text', values: column('localPhoneNumber') },
      ],
      {
        constants: [
          [users.createdAt, time],
          [users.updatedAt, time],
        ],
        returning: sql`${sql.identifier(users.id.name)}, ${sql.identifier(users.email.name)}`,
      },
    );
    const idOf = new Map(created.map((row) => [row.email, row.id]));
    const ids = rows.map((row) => idOf.get(row.email)!);
    const memberships = values.flatMap((each, index) =>
      (each.clinics as string[]).map((clinicId) => ({ userId: ids[index]!, clinicId })),
    );
    await insertColumns(
      tx,
      userClinics,
      [
        { column: userClinics.userId, type: 'uuid', values: memberships.map((m) => m.userId) },
        { column: userClinics.clinicId, type: 'uuid', values: memberships.map((m) => m.clinicId) },
      ],
      { constants: [[userClinics.createdAt, time]] },
    );
    await queueMail(
      tx,
      rows.map((row) => invitationMail(row, deps.consoleUrl)),
      at,
    );
    return ids;
  };

  return {
    list: (query: StaffUserListQuery): Promise<Page<StaffUser>> =>
      staffUserListing.list(db, undefined, query),

    /** Every matching staff user, a batch at a time (the export streams them). */
    selectAll: (selection: StaffUserSelection): AsyncGenerator<StaffUser[]> =>
      staffUserListing.selectAll(db, undefined, selection),

    get: (id: string) => get(id),

    /** A new staff member (ACTIVE), their clinics and their invitation, in one transaction. */
    async create(values: StaffUserValues): Promise<StaffUser> {
      const id = await db.transaction(async (tx) => {
        const clinicIds = await checkClinics(tx, values.clinics as string[]);
        const [created] = await insertStaff(tx, [{ ...values, clinics: clinicIds }]);
        return created!;
      });
      deps.onMailQueued();
      return get(id);
    },

    /**
     * Edits a staff member: their fields and clinics in one transaction, under the guards of a
     * role change (userService.lockForAccessChange); a new role ends their sessions.
     */
    async update(actorId: string, id: string, values: StaffUserValues): Promise<StaffUser> {
      const role = values.role as Role;
      const changed = await db.transaction(async (tx) => {
        const before = await userService.lockForAccessChange(tx, actorId, id, { role });
        if (!before) throw notFound(NO_SUCH_USER);
        const current = (
          await tx
            .select({ clinicId: userClinics.clinicId })
            .from(userClinics)
            .where(eq(userClinics.userId, id))
        ).map((row) => row.clinicId);
        const clinicIds = await checkClinics(tx, values.clinics as string[], current);
        const [after] = await tx
          .update(users)
          .set({ ...staffColumns(values), updatedAt: now() })
          .where(eq(users.id, id))
          .returning();
        await tx
          .delete(userClinics)
          .where(and(eq(userClinics.userId, id), notInArray(userClinics.clinicId, clinicIds)));
        const added = clinicIds.filter((clinicId) => !current.includes(clinicId));
        if (added.length > 0) {
          await tx.insert(userClinics).values(added.map((clinicId) => ({ userId: id, clinicId })));
        }
        const clinicsChanged =
          added.length > 0 || current.some((clinicId) => !clinicIds.includes(clinicId));
        if (id !== actorId) {
          await notify(
            tx,
            [
              ...(before.role !== role
                ? [
                    {
                      userId: id,
                      kind: 'role-changed' as const,
                      params: { role },
                      link: PROFILE_LINK,
                    },
                  ]
                : []),
              ...(clinicsChanged
                ? [{ userId: id, kind: 'clinics-changed' as const, link: PROFILE_LINK }]
                : []),
            ],
            now(),
          );
        }
        return { before, after: after! };
      });
      await userService.afterAccessChange(changed.before, changed.after);
      return get(id);
    },

    /** Activates or deactivates (which ends every session at once), under the same guards. */
    async setStatus(actorId: string, id: string, status: RecordStatus): Promise<StaffUser> {
      const changed = await userService.changeAccess(actorId, id, { status });
      if (!changed) throw notFound(NO_SUCH_USER);
      return get(id);
    },

    /** Queues the invitation again; a deactivated person could not sign in, so gets none. */
    async resendInvitation(id: string): Promise<StaffUser> {
      const user = await get(id);
      if (user.status !== 'ACTIVE') throw invitationRefused();
      await queueMail(db, [invitationMail(user, deps.consoleUrl)], now());
      deps.onMailQueued();
      return user;
    },

    /** Of these e-mails (lower case), those a user already has. */
    async takenEmails(emails: readonly string[]): Promise<Set<string>> {
      if (emails.length === 0) return new Set();
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .where(sql`${users.email} = any(${sql.param([...emails])}::text[])`);
      return new Set(rows.map((row) => row.email));
    },

    /** The active clinics with any of these names (by name key): the import's one lookup. */
    async activeClinicsNamed(names: readonly string[]): Promise<NamedClinic[]> {
      const keys = [...new Set(names.map(nameKey))];
      if (keys.length === 0) return [];
      // Behind array(select unnest(…)), the planner looks each name up in
      // clinics_name_country_unique (as clinicService.takenNames does).
      return db
        .select({
          id: clinics.id,
          name: clinics.name,
          nameKey: storedClinicNameKey,
          countryCode: clinics.countryCode,
        })
        .from(clinics)
        .where(
          and(
            eq(clinics.status, 'ACTIVE'),
            sql`${storedClinicNameKey} = any(array(select unnest(${sql.param(keys)}::text[])))`,
          ),
        );
    },

    /**
     * The import's write: every staff member, their memberships and their invitations in one
     * transaction, all or none (the clinics are ids the import resolved from active names).
     */
    async insertAll(values: readonly StaffUserValues[]): Promise<number> {
      await db.transaction((tx) => insertStaff(tx, values));
      deps.onMailQueued();
      // A bulk load: fresh statistics for the list's plans (PGlite has no autovacuum); the rows
      // are written whatever happens here.
      await db.execute(sql`analyze ${users}, ${userClinics}`).catch(() => {});
      return values.length;
    },
  };
}

export type StaffUserService = ReturnType<typeof createStaffUserService>;
