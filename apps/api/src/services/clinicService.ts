import { and, count, eq, ilike, inArray, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  roleMay,
  type Clinic,
  type ClinicDeactivationImpact,
  type ClinicFilters,
  type ClinicSortField,
  type ClinicType,
  type ListQuery,
  type Page,
  type RecordStatus,
  type Role,
} from '@org/contracts';
import type { ClinicValues } from '@org/forms';
import type { Database } from '../db/database';
import { orderByOf, readPage } from '../db/listPage';
import { clinics, userClinics, users } from '../db/schema';
import { notFound } from '../http/HttpError';
import type { Clock } from './clock';

export const NO_SUCH_CLINIC = 'No such clinic.';

type ClinicRow = typeof clinics.$inferSelect;
type NewClinicRow = typeof clinics.$inferInsert;

/** Who is asking: their clinic scope follows from it. */
export interface Viewer {
  id: string;
  role: Role;
}

export type ClinicListQuery = ListQuery<ClinicSortField, ClinicFilters>;
/** What an export reads: the list's search, filters and sort, without the page. */
export type ClinicSelection = Pick<ClinicListQuery, 'search' | 'filters' | 'sort'>;

/** Rows a multi-row INSERT carries (docs/architecture.md "Adding an endpoint": batch large writes). */
export const INSERT_BATCH_SIZE = 1_000;
/** Rows an export reads at a time. */
const EXPORT_BATCH_SIZE = 1_000;

/**
 * The one clinic scope rule (docs/product.md §6.1 and §13.3): whoever may manage
 * clinics sees every clinic; everyone else only the clinics they belong to. Every read goes
 * through it, so a clinic outside the scope is in no list, total, export or detail.
 */
const scopeOf = (viewer: Viewer): SQL | undefined =>
  roleMay(viewer.role, 'clinics:manage')
    ? undefined
    : sql`exists (select 1 from ${userClinics} where ${userClinics.clinicId} = ${clinics.id} and ${userClinics.userId} = ${viewer.id})`;

/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const sortColumns = {
  name: sql`lower(${clinics.name})`,
  type: clinics.type,
  countryCode: clinics.countryCode,
  status: clinics.status,
  createdAt: clinics.createdAt,
  updatedAt: clinics.updatedAt,
} satisfies Record<ClinicSortField, unknown>;

const whereOf = (viewer: Viewer, selection: Pick<ClinicSelection, 'search' | 'filters'>) => {
  const { search, filters } = selection;
  const pattern = search ? likePattern(search) : null;
  return and(
    scopeOf(viewer),
    pattern
      ? or(
          ilike(clinics.name, pattern),
          ilike(clinics.email, pattern),
          ilike(clinics.address, pattern),
        )
      : undefined,
    filters.type ? eq(clinics.type, filters.type) : undefined,
    filters.status ? eq(clinics.status, filters.status) : undefined,
    filters.countryCode ? eq(clinics.countryCode, filters.countryCode) : undefined,
  );
};

export const toClinic = (row: ClinicRow): Clinic => ({
  id: row.id,
  name: row.name,
  type: row.type,
  address: row.address,
  phoneNumber:
    row.callingCode && row.localPhoneNumber
      ? { callingCode: row.callingCode, localPhoneNumber: row.localPhoneNumber }
      : null,
  email: row.email,
  countryCode: row.countryCode,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The validated form values as columns: the phone is stored as digits, both parts or neither. */
export const clinicColumns = (values: ClinicValues) => {
  const callingCode = digitsOf(values.phoneNumber?.callingCode ?? '');
  const localPhoneNumber = digitsOf(values.phoneNumber?.localPhoneNumber ?? '');
  const phone = callingCode && localPhoneNumber;
  return {
    name: values.name,
    type: values.type as ClinicType,
    address: values.address,
    callingCode: phone ? callingCode : null,
    localPhoneNumber: phone ? localPhoneNumber : null,
    email: values.email,
    countryCode: values.countryCode,
  } satisfies Omit<NewClinicRow, 'id' | 'status' | 'createdAt' | 'updatedAt'>;
};

/** The key a name is unique by: its lower case within its country. */
export const clinicNameKey = (name: string, countryCode: string) =>
  `${countryCode.toUpperCase()}|${name.toLowerCase()}`;

export function createClinicService(db: Database, now: Clock) {
  const findVisible = async (viewer: Viewer, id: string): Promise<ClinicRow> => {
    const [row] = await db
      .select()
      .from(clinics)
      .where(and(eq(clinics.id, id), scopeOf(viewer)))
      .limit(1);
    if (!row) throw notFound(NO_SUCH_CLINIC);
    return row;
  };

  const update = async (id: string, values: Partial<NewClinicRow>): Promise<Clinic> => {
    const [row] = await db
      .update(clinics)
      .set({ ...values, updatedAt: now() })
      .where(eq(clinics.id, id))
      .returning();
    if (!row) throw notFound(NO_SUCH_CLINIC);
    return toClinic(row);
  };

  return {
    async list(viewer: Viewer, query: ClinicListQuery): Promise<Page<Clinic>> {
      const where = whereOf(viewer, query);
      return readPage(query, {
        rows: async ({ limit, offset }) =>
          (
            await db
              .select()
              .from(clinics)
              .where(where)
              .orderBy(...orderByOf(query.sort, sortColumns, clinics.id))
              .limit(limit)
              .offset(offset)
          ).map(toClinic),
        total: async () =>
          (await db.select({ total: count() }).from(clinics).where(where))[0]?.total ?? 0,
      });
    },

    /** Every matching clinic, a batch at a time (the export streams them). */
    async *selectAll(viewer: Viewer, selection: ClinicSelection): AsyncGenerator<Clinic[]> {
      const where = whereOf(viewer, selection);
      for (let offset = 0; ; offset += EXPORT_BATCH_SIZE) {
        const rows = await db
          .select()
          .from(clinics)
          .where(where)
          .orderBy(...orderByOf(selection.sort, sortColumns, clinics.id))
          .limit(EXPORT_BATCH_SIZE)
          .offset(offset);
        if (rows.length > 0) yield rows.map(toClinic);
        if (rows.length < EXPORT_BATCH_SIZE) return;
      }
    },

    async get(viewer: Viewer, id: string): Promise<Clinic> {
      return toClinic(await findVisible(viewer, id));
    },

    async create(values: ClinicValues): Promise<Clinic> {
      const [row] = await db.insert(clinics).values(clinicColumns(values)).returning();
      return toClinic(row!);
    },

    async update(id: string, values: ClinicValues): Promise<Clinic> {
      return update(id, clinicColumns(values));
    },

    /** Active staff members for whom this is their only active clinic. */
    async deactivationImpact(id: string): Promise<ClinicDeactivationImpact> {
      const other = alias(userClinics, 'other_membership');
      const otherClinic = alias(clinics, 'other_clinic');
      const [row] = await db
        .select({ total: count() })
        .from(userClinics)
        .innerJoin(users, eq(users.id, userClinics.userId))
        .where(
          and(
            eq(userClinics.clinicId, id),
            eq(users.status, 'ACTIVE'),
            notExists(
              db
                .select({ one: sql`1` })
                .from(other)
                .innerJoin(otherClinic, eq(otherClinic.id, other.clinicId))
                .where(
                  and(
                    eq(other.userId, userClinics.userId),
                    ne(other.clinicId, id),
                    eq(otherClinic.status, 'ACTIVE'),
                  ),
                ),
            ),
          ),
        );
      return { onlyClinicStaff: row?.total ?? 0 };
    },

    async setStatus(id: string, status: RecordStatus): Promise<Clinic> {
      return update(id, { status });
    },

    /** Of the given name keys (`clinicNameKey`), those a clinic already holds. */
    async takenNames(keys: readonly string[]): Promise<Set<string>> {
      const taken = new Set<string>();
      const unique = [...new Set(keys)];
      for (let start = 0; start < unique.length; start += INSERT_BATCH_SIZE) {
        const batch = unique.slice(start, start + INSERT_BATCH_SIZE);
        const names = [...new Set(batch.map((key) => key.slice(key.indexOf('|') + 1)))];
        const rows = await db
          .select({ name: clinics.name, countryCode: clinics.countryCode })
          .from(clinics)
          .where(inArray(sql`lower(${clinics.name})`, names));
        for (const row of rows) taken.add(clinicNameKey(row.name, row.countryCode));
      }
      return new Set(keys.filter((key) => taken.has(key)));
    },

    /** Writes every clinic in one transaction, in multi-row INSERTs: all or none. */
    async insertAll(values: readonly ClinicValues[]): Promise<number> {
      const at = now();
      await db.transaction(async (tx) => {
        for (let start = 0; start < values.length; start += INSERT_BATCH_SIZE) {
          const batch = values
            .slice(start, start + INSERT_BATCH_SIZE)
            .map((value) => ({ ...clinicColumns(value), createdAt: at, updatedAt: at }));
          await tx.insert(clinics).values(batch);
        }
      });
      return values.length;
    },
  };
}

export type ClinicService = ReturnType<typeof createClinicService>;
