import { and, count, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  programList,
  roleMay,
  type ListQueryOf,
  type Page,
  type Permission,
  type Program,
  type RecordStatus,
} from '@org/contracts';
import type { ProgramValues } from '@org/forms';
import { uuidArray } from '../db/arrayParams';
import type { Database } from '../db/database';
import { defineListing } from '../db/listing';
import { patients, programs } from '../db/schema';
import { substringSearch } from '../db/search';
import { nameOrder } from '../db/sortKeys';
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

export type ProgramListQuery = ListQueryOf<typeof programList>;

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

/**
 * GET /api/v1/programs (docs/product.md §13.6): search over name and description; filters status
 * and ids, within what the viewer sees; each program with the enrolments the viewer can see.
 */
export const programListing = defineListing({
  definition: programList,
  scope: visibleTo,
  search: (text) =>
    substringSearch(programs.searchText, [programs.name, programs.description], text),
  filters: {
    status: (status) => eq(programs.status, status),
    id: (ids) => sql`${programs.id} = any(${uuidArray(ids)})`,
  },
  sorts: { name: nameOrder(programs.name), status: programs.status, createdAt: programs.createdAt },
  tieBreaker: programs.id,
  count: async (executor, where) =>
    (await executor.select({ total: count() }).from(programs).where(where))[0]?.total ?? 0,
  rows: async (executor, { where, orderBy, limit, offset }, viewer) =>
    (
      await executor
        .select({ ...programFields, enrolments: enrolmentsOf(viewer) })
        .from(programs)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
    ).map(toProgram),
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
    list: (viewer: Viewer, query: ProgramListQuery): Promise<Page<Program>> =>
      programListing.list(db, viewer, query),

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
