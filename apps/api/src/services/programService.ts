import { and, count, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  roleMay,
  type ListQuery,
  type Page,
  type Permission,
  type Program,
  type ProgramFilters,
  type ProgramSortField,
  type RecordStatus,
} from '@org/contracts';
import type { ProgramValues } from '@org/forms';
import type { Database } from '../db/database';
import { orderByOf, readCountedPage } from '../db/listPage';
import { patients, programs } from '../db/schema';
import { substringSearch } from '../db/search';
import { notFound } from '../http/HttpError';
import type { Viewer } from './clinicScope';
import type { Clock } from './clock';
import { NO_SUCH_PROGRAM } from './patientRefusals';
import { patientScopeOf } from './patientScope';

/**
 * docs/product.md §6.2: programs are managed by system admins alone, with the permission that
 * manages the clinic network (programs are what its clinics offer): no new permission, so the
 * Roles tab and the console's checks stay as they are.
 */
export const MANAGE_PROGRAMS: Permission = 'clinics:manage';

/** Every column but `search_text`, which only the search reads. */
const { searchText: _searchText, ...programFields } = getTableColumns(programs);
type ProgramRow = Omit<typeof programs.$inferSelect, 'searchText'>;

export type ProgramListQuery = ListQuery<ProgramSortField, ProgramFilters>;

const sortColumns = {
  name: sql`lower(${programs.name})`,
  status: programs.status,
  createdAt: programs.createdAt,
} satisfies Record<ProgramSortField, unknown>;

/** Those who manage programs see them all; everyone else only the active ones (to enrol in). */
const visibleTo = (viewer: Viewer) =>
  roleMay(viewer.role, MANAGE_PROGRAMS) ? undefined : eq(programs.status, 'ACTIVE');

/**
 * `Program.enrolments`: the program's enrolments of any status that the viewer can see (every
 * clinic for a system admin), so that no figure counts a patient outside their scope.
 */
const enrolmentsOf = (viewer: Viewer) =>
  sql<number>`(select count(*) from ${patients} where ${and(
    sql`${patients.programId} = ${programs.id}`,
    patientScopeOf(viewer),
  )})`.mapWith(Number);

const toProgram = (row: ProgramRow & { enrolments: number }): Program => ({
  id: row.id,
  name: row.name,
  description: row.description,
  status: row.status,
  enrolments: row.enrolments,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export function createProgramService(deps: { db: Database; now: Clock }) {
  const { db, now } = deps;

  const read = async (viewer: Viewer, id: string): Promise<Program> => {
    const [row] = await db
      .select({ ...programFields, enrolments: enrolmentsOf(viewer) })
      .from(programs)
      .where(and(eq(programs.id, id), visibleTo(viewer)));
    if (!row) throw notFound(NO_SUCH_PROGRAM);
    return toProgram(row);
  };

  /** A write to one program; a name another program has (any case) is 409 PROGRAM_EXISTS. */
  const update = async (
    viewer: Viewer,
    id: string,
    values: Partial<typeof programs.$inferInsert>,
  ): Promise<Program> => {
    const [row] = await db
      .update(programs)
      .set({ ...values, updatedAt: now() })
      .where(eq(programs.id, id))
      .returning({ id: programs.id });
    if (!row) throw notFound(NO_SUCH_PROGRAM);
    return read(viewer, row.id);
  };

  return {
    /** docs/product.md §13.6: search over name and description; filter `status`. */
    async list(viewer: Viewer, query: ProgramListQuery): Promise<Page<Program>> {
      const where = and(
        visibleTo(viewer),
        query.search
          ? substringSearch(
              programs.searchText,
              [programs.name, programs.description],
              query.search,
            )
          : undefined,
        query.filters.status ? eq(programs.status, query.filters.status) : undefined,
      );
      return readCountedPage(query, {
        total: async () =>
          (await db.select({ total: count() }).from(programs).where(where))[0]?.total ?? 0,
        rows: async ({ limit, offset }) =>
          (
            await db
              .select({ ...programFields, enrolments: enrolmentsOf(viewer) })
              .from(programs)
              .where(where)
              .orderBy(...orderByOf(query.sort, sortColumns, programs.id))
              .limit(limit)
              .offset(offset)
          ).map(toProgram),
      });
    },

    async create(viewer: Viewer, values: ProgramValues): Promise<Program> {
      const [row] = await db
        .insert(programs)
        .values({ name: values.name, description: values.description })
        .returning({ id: programs.id });
      return read(viewer, row!.id);
    },

    update: (viewer: Viewer, id: string, values: ProgramValues) =>
      update(viewer, id, { name: values.name, description: values.description }),

    setStatus: (viewer: Viewer, id: string, status: RecordStatus) => update(viewer, id, { status }),
  };
}

export type ProgramService = ReturnType<typeof createProgramService>;
