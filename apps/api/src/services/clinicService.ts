import { and, count, eq, getTableColumns, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  clinicList,
  type Clinic,
  type ClinicDeactivationImpact,
  type ClinicStaffMember,
  type ClinicType,
  type ListQueryOf,
  type Page,
  type PatientStaffRole,
  type RecordStatus,
} from '@org/contracts';
import { nameKey, type ClinicValues } from '@org/forms';
import { uuidArray } from '../db/arrayParams';
import { insertColumns } from '../db/bulkInsert';
import type { Database } from '../db/database';
import { defineListing, type SelectionOf } from '../db/listing';
import { clinics, storedClinicNameKey, userClinics, users } from '../db/schema';
import { substringSearch } from '../db/search';
import { countryNameOrder, nameOrder } from '../db/sortKeys';
import { notFound } from '../http/HttpError';
import { memberClinicIds, seesEveryClinic, type Viewer } from './clinicScope';
import type { Clock } from './clock';
import { phoneColumns, phoneNumberOf } from './phoneColumns';

export const NO_SUCH_CLINIC = 'No such clinic.';

/** Every column but `search_text`, which only the search reads. */
const { searchText: _searchText, ...clinicFields } = getTableColumns(clinics);
type ClinicRow = Omit<typeof clinics.$inferSelect, 'searchText'>;
type NewClinicRow = typeof clinics.$inferInsert;

export type ClinicListQuery = ListQueryOf<typeof clinicList>;
/** What an export reads: the list's search, filters and sort, without the page. */
export type ClinicSelection = SelectionOf<typeof clinicList>;

/**
 * The one clinic scope rule (docs/product.md §6.1 and §13.3, services/clinicScope.ts): every
 * clinic, or the clinics the viewer belongs to. Every read goes through it, so a clinic outside
 * the scope is in no list, total, export or detail.
 */
const scopeOf = (viewer: Viewer): SQL | undefined =>
  seesEveryClinic(viewer) ? undefined : sql`${clinics.id} = any(${memberClinicIds(viewer)})`;

export const toClinic = (row: ClinicRow): Clinic => ({
  id: row.id,
  name: row.name,
  type: row.type,
  address: row.address,
  phoneNumber: phoneNumberOf(row),
  email: row.email,
  countryCode: row.countryCode,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * GET /api/v1/clinics and its export (docs/product.md §13.1): search over name, e-mail and
 * address; filters type, status, country and ids (a picker naming its chosen clinics); sorts by
 * name and by country in the order of what the reader sees. It counts first and reads a page of
 * few matches apart (docs/decisions.md "The clinics list counts first"); a search reads its
 * matches once, and a broad one's total is an estimate ("A broad search's total is an estimate").
 */
export const clinicListing = defineListing({
  definition: clinicList,
  scope: scopeOf,
  search: (text) =>
    substringSearch(clinics.searchText, [clinics.name, clinics.email, clinics.address], text),
  filters: {
    type: (type) => eq(clinics.type, type),
    status: (status) => eq(clinics.status, status),
    countryCode: (code) => eq(clinics.countryCode, code),
    id: (ids) => sql`${clinics.id} = any(${uuidArray(ids)})`,
  },
  sorts: {
    name: nameOrder(clinics.name),
    type: clinics.type,
    countryCode: countryNameOrder(clinics.countryCode),
    status: clinics.status,
    createdAt: clinics.createdAt,
    updatedAt: clinics.updatedAt,
  },
  tieBreaker: clinics.id,
  count: async (executor, where) =>
    (await executor.select({ total: count() }).from(clinics).where(where))[0]?.total ?? 0,
  rows: async (executor, { where, orderBy, limit, offset }) =>
    (
      await executor
        .select(clinicFields)
        .from(clinics)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
    ).map(toClinic),
  reading: {
    matchesApart: clinics,
    readMatchesOnce: (_viewer, query) => query.search !== null,
    estimateManyMatches: true,
  },
});

/** The validated form values as columns: the phone is stored as digits, both parts or neither. */
export const clinicColumns = (values: ClinicValues) =>
  ({
    name: values.name,
    nameKey: nameKey(values.name),
    type: values.type as ClinicType,
    address: values.address,
    ...phoneColumns(values.phoneNumber),
    email: values.email,
    countryCode: values.countryCode,
  }) satisfies Omit<NewClinicRow, 'id' | 'status' | 'createdAt' | 'updatedAt'>;

/** The columns an import writes, one array each (with the time as a constant). */
const WRITTEN_COLUMNS = [
  'name',
  'nameKey',
  'type',
  'address',
  'callingCode',
  'localPhoneNumber',
  'email',
  'countryCode',
] as const satisfies readonly (keyof ReturnType<typeof clinicColumns>)[];

const inCountry = (countryCode: string, key: string) => `${countryCode.toUpperCase()}|${key}`;

/** The key a clinic is unique by: its name's key (`nameKey`) within its country. */
export const clinicNameKey = (name: string, countryCode: string) =>
  inCountry(countryCode, nameKey(name));

export function createClinicService(db: Database, now: Clock) {
  const findVisible = async (viewer: Viewer, id: string): Promise<ClinicRow> => {
    const [row] = await db
      .select(clinicFields)
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
      .returning(clinicFields);
    if (!row) throw notFound(NO_SUCH_CLINIC);
    return toClinic(row);
  };

  return {
    list: (viewer: Viewer, query: ClinicListQuery): Promise<Page<Clinic>> =>
      clinicListing.list(db, viewer, query),

    /** Every matching clinic, a batch at a time (the export streams them). */
    selectAll: (viewer: Viewer, selection: ClinicSelection): AsyncGenerator<Clinic[]> =>
      clinicListing.selectAll(db, viewer, selection),

    async get(viewer: Viewer, id: string): Promise<Clinic> {
      return toClinic(await findVisible(viewer, id));
    },

    async create(values: ClinicValues): Promise<Clinic> {
      const [row] = await db.insert(clinics).values(clinicColumns(values)).returning(clinicFields);
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

    /**
     * The clinic's active staff of a role, by name: whom its patients can be assigned (the same
     * rule as the assignment's check, patientChecks.ts `worksAt`). The caller checks the scope.
     */
    async activeStaff(id: string, role: PatientStaffRole): Promise<ClinicStaffMember[]> {
      return db
        .select({ id: users.id, fullName: users.fullName })
        .from(users)
        .innerJoin(userClinics, eq(userClinics.userId, users.id))
        .where(and(eq(userClinics.clinicId, id), eq(users.role, role), eq(users.status, 'ACTIVE')))
        .orderBy(sql`lower(${users.fullName})`, users.id);
    },

    async setStatus(id: string, status: RecordStatus): Promise<Clinic> {
      return update(id, { status });
    },

    /** Of the given name keys (`clinicNameKey`), those a clinic already holds. */
    async takenNames(keys: readonly string[]): Promise<Set<string>> {
      const nameKeys = [...new Set(keys.map((key) => key.slice(key.indexOf('|') + 1)))];
      if (nameKeys.length === 0) return new Set();
      // Every name in one array parameter, behind array(select unnest(…)): the planner then
      // expects few names and looks each up in clinics_name_country_unique. Given a list it can
      // see, PostgreSQL reads every clinic instead (about 35 ms per 1,000 names over 100,000).
      const rows = await db
        .select({ nameKey: storedClinicNameKey, countryCode: clinics.countryCode })
        .from(clinics)
        .where(
          sql`${storedClinicNameKey} = any(array(select unnest(${sql.param(nameKeys)}::text[])))`,
        );
      const taken = new Set(rows.map((row) => inCountry(row.countryCode, row.nameKey)));
      return new Set(keys.filter((key) => taken.has(key)));
    },

    /** Writes every clinic in one transaction, in multi-row INSERTs: all or none. */
    async insertAll(values: readonly ClinicValues[]): Promise<number> {
      const at = sql`${now().toISOString()}::timestamptz`;
      const rows = values.map(clinicColumns);
      await db.transaction((tx) =>
        insertColumns(
          tx,
          clinics,
          WRITTEN_COLUMNS.map((key) => ({
            column: clinics[key],
            type: 'text' as const,
            values: rows.map((row) => row[key]),
          })),
          {
            constants: [
              [clinics.createdAt, at],
              [clinics.updatedAt, at],
            ],
          },
        ),
      );
      // A bulk load: the planner's statistics and the visibility map (index-only counts) are
      // refreshed now, as PostgreSQL's autovacuum would later; PGlite has no autovacuum at all.
      // The rows are written whatever happens here, so a failure does not fail the import.
      await db.execute(sql`vacuum analyze ${clinics}`).catch(() => {});
      return values.length;
    },
  };
}

export type ClinicService = ReturnType<typeof createClinicService>;
