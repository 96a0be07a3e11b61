import {
  and,
  count,
  eq,
  getTableColumns,
  ne,
  notExists,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type Clinic,
  type ClinicDeactivationImpact,
  type ClinicFilters,
  type ClinicStaffMember,
  type ClinicSortField,
  type ClinicType,
  type ListQuery,
  type Page,
  type PatientStaffRole,
  type RecordStatus,
} from '@org/contracts';
import type { ClinicValues } from '@org/forms';
import { insertColumns } from '../db/bulkInsert';
import type { Database } from '../db/database';
import { FEW_MATCHES, orderByOf, readCountedPage } from '../db/listPage';
import { clinics, userClinics, users } from '../db/schema';
import { substringSearch } from '../db/search';
import { notFound } from '../http/HttpError';
import { memberClinicIds, seesEveryClinic, type Viewer } from './clinicScope';
import type { Clock } from './clock';
import { phoneColumns, phoneNumberOf } from './phoneColumns';

export const NO_SUCH_CLINIC = 'No such clinic.';

/** Every column but `search_text`, which only the search reads. */
const { searchText: _searchText, ...clinicFields } = getTableColumns(clinics);
type ClinicRow = Omit<typeof clinics.$inferSelect, 'searchText'>;
type NewClinicRow = typeof clinics.$inferInsert;

export type ClinicListQuery = ListQuery<ClinicSortField, ClinicFilters>;
/** What an export reads: the list's search, filters and sort, without the page. */
export type ClinicSelection = Pick<ClinicListQuery, 'search' | 'filters' | 'sort'>;

/** Rows an export reads at a time. */
const EXPORT_BATCH_SIZE = 1_000;

/**
 * The one clinic scope rule (docs/product.md §6.1 and §13.3, services/clinicScope.ts): every
 * clinic, or the clinics the viewer belongs to. Every read goes through it, so a clinic outside
 * the scope is in no list, total, export or detail.
 */
const scopeOf = (viewer: Viewer): SQL | undefined =>
  seesEveryClinic(viewer) ? undefined : sql`${clinics.id} = any(${memberClinicIds(viewer)})`;

/** docs/product.md §13.1: a case-insensitive substring of the name, the e-mail or the address. */
const searchOf = (search: string): SQL =>
  substringSearch(clinics.searchText, [clinics.name, clinics.email, clinics.address], search);

/** The sort fields' columns, in the table or in a subquery of its columns. */
const sortColumnsOf = (source: Record<ClinicSortField, AnyColumn>) =>
  ({
    name: sql`lower(${source.name})`,
    type: source.type,
    countryCode: source.countryCode,
    status: source.status,
    createdAt: source.createdAt,
    updatedAt: source.updatedAt,
  }) satisfies Record<ClinicSortField, unknown>;
const sortColumns = sortColumnsOf(clinics);

const whereOf = (viewer: Viewer, selection: Pick<ClinicSelection, 'search' | 'filters'>) => {
  const { search, filters } = selection;
  return and(
    scopeOf(viewer),
    search ? searchOf(search) : undefined,
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
  phoneNumber: phoneNumberOf(row),
  email: row.email,
  countryCode: row.countryCode,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The validated form values as columns: the phone is stored as digits, both parts or neither. */
export const clinicColumns = (values: ClinicValues) =>
  ({
    name: values.name,
    type: values.type as ClinicType,
    address: values.address,
    ...phoneColumns(values.phoneNumber),
    email: values.email,
    countryCode: values.countryCode,
  }) satisfies Omit<NewClinicRow, 'id' | 'status' | 'createdAt' | 'updatedAt'>;

/** The columns an import writes, one array each (with the time as a constant). */
const WRITTEN_COLUMNS = [
  'name',
  'type',
  'address',
  'callingCode',
  'localPhoneNumber',
  'email',
  'countryCode',
] as const satisfies readonly (keyof ReturnType<typeof clinicColumns>)[];

/** The key a name is unique by: its lower case within its country. */
export const clinicNameKey = (name: string, countryCode: string) =>
  `${countryCode.toUpperCase()}|${name.toLowerCase()}`;

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
    async list(viewer: Viewer, query: ClinicListQuery): Promise<Page<Clinic>> {
      const where = whereOf(viewer, query);
      return readCountedPage(query, {
        total: async () =>
          (await db.select({ total: count() }).from(clinics).where(where))[0]?.total ?? 0,
        rows: async ({ limit, offset }, total) => {
          if (total > FEW_MATCHES) {
            const rows = await db
              .select(clinicFields)
              .from(clinics)
              .where(where)
              .orderBy(...orderByOf(query.sort, sortColumns, clinics.id))
              .limit(limit)
              .offset(offset);
            return rows.map(toClinic);
          }
          // A subquery with a LIMIT (one that cuts nothing; Drizzle leaves OFFSET 0 out) is
          // planned apart: the planner finds every match its best way (the search index, the
          // filters, the scope), then sorts them, instead of walking a sort index past
          // non-matching rows on a guess of how many match.
          const matches = db
            .select(clinicFields)
            .from(clinics)
            .where(where)
            .limit(Number.MAX_SAFE_INTEGER)
            .as('matches');
          const rows = await db
            .select()
            .from(matches)
            .orderBy(...orderByOf(query.sort, sortColumnsOf(matches), matches.id))
            .limit(limit)
            .offset(offset);
          return rows.map(toClinic);
        },
      });
    },

    /** Every matching clinic, a batch at a time (the export streams them). */
    async *selectAll(viewer: Viewer, selection: ClinicSelection): AsyncGenerator<Clinic[]> {
      const where = whereOf(viewer, selection);
      for (let offset = 0; ; offset += EXPORT_BATCH_SIZE) {
        const rows = await db
          .select(clinicFields)
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
      const names = [...new Set(keys.map((key) => key.slice(key.indexOf('|') + 1)))];
      if (names.length === 0) return new Set();
      // Every name in one array parameter, behind array(select unnest(…)): the planner then
      // expects few names and looks each up in clinics_name_country_unique. Given a list it can
      // see, PostgreSQL reads every clinic instead (about 35 ms per 1,000 names over 100,000).
      const rows = await db
        .select({ name: clinics.name, countryCode: clinics.countryCode })
        .from(clinics)
        .where(
          sql`lower(${clinics.name}) = any(array(select unnest(${sql.param(names)}::text[])))`,
        );
      const taken = new Set(rows.map((row) => clinicNameKey(row.name, row.countryCode)));
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
