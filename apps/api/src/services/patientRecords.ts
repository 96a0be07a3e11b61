import { count, desc, eq, getTableColumns, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  patientList,
  type ListQueryOf,
  type PatientEnrolment,
  type PatientHistoryEntry,
} from '@org/contracts';
import { uuidArray } from '../db/arrayParams';
import { defineListing, type SelectionOf } from '../db/listing';
import { clinics, patientHistory, patients, programs, users } from '../db/schema';
import { substringSearch } from '../db/search';
import { nameOrder } from '../db/sortKeys';
import type { Executor } from '../db/transaction';
import { assignedToViewer, patientScopeOf } from './patientScope';
import { phoneNumberOf } from './phoneColumns';

/**
 * Reading patients: what a list, an export and a record share (the conditions, the sort
 * columns, the joined names), always under the scope of services/patientScope.ts.
 */

/** Every column but `search_text`, which only the search reads. */
const { searchText: _searchText, ...patientFields } = getTableColumns(patients);
export { patientFields };
export type PatientRow = Omit<typeof patients.$inferSelect, 'searchText'>;

export type PatientListQuery = ListQueryOf<typeof patientList>;
/** What an export reads: the list's search, filters and sort, without the page. */
export type PatientSelection = SelectionOf<typeof patientList>;

/** Digits with the separators people type in phone numbers, and nothing else. */
const PHONE_LIKE = /^[+\d\s().-]+$/;

/**
 * docs/product.md §13.6: a case-insensitive substring of the name, the e-mail or the phone's
 * digits. A number typed with its separators ('+351 912 345 678') is looked for as its digits
 * too, since the phone is stored as digits.
 */
const searchOf = (search: string): SQL => {
  const columns = [patients.fullName, patients.email, patients.localPhoneNumber];
  const asTyped = substringSearch(patients.searchText, columns, search);
  const digits = search.replace(/\D/g, '');
  if (!PHONE_LIKE.test(search) || digits === '' || digits === search) return asTyped;
  return or(asTyped, substringSearch(patients.searchText, columns, digits))!;
};

/**
 * A name looked up by id for each row: scalar sub-selects plan as a one-table query, where a join
 * of five tables costs PGlite as much to plan as to run (2.2 against 7 ms for a page of 25).
 */
const nameOf = (name: AnyColumn, id: AnyColumn, byId: AnyColumn) =>
  sql<string | null>`(select ${name} from ${name.table} where ${id} = ${byId})`;

const named = (id: string | null, name: string | null) =>
  id !== null && name !== null ? { id, name } : null;

/**
 * The patients with these ids as the api answers them, with their program, clinic, doctor and
 * nurse by name, in the order of `ids`. Callers have applied the scope already.
 */
export async function readEnrolments(
  executor: Executor,
  ids: readonly string[],
): Promise<PatientEnrolment[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({
      ...patientFields,
      programName: nameOf(programs.name, programs.id, patients.programId),
      clinicName: nameOf(clinics.name, clinics.id, patients.clinicId),
      doctorName: nameOf(users.fullName, users.id, patients.doctorId),
      nurseName: nameOf(users.fullName, users.id, patients.nurseId),
    })
    .from(patients)
    .where(sql`${patients.id} = any(${uuidArray(ids)})`);
  const byId = new Map(
    rows.map((row): [string, PatientEnrolment] => [
      row.id,
      {
        id: row.id,
        fullName: row.fullName,
        email: row.email,
        phoneNumber: phoneNumberOf(row),
        address: row.address,
        program: { id: row.programId, name: row.programName ?? '' },
        clinic: { id: row.clinicId, name: row.clinicName ?? '' },
        doctor: named(row.doctorId, row.doctorName),
        nurse: named(row.nurseId, row.nurseName),
        status: row.status,
        statusReason: row.statusReason,
        enrolledAt: row.enrolledAt.toISOString(),
        statusChangedAt: row.statusChangedAt.toISOString(),
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * GET /api/v1/patients and its export (docs/product.md §13.6): Home's list, in the viewer's scope;
 * search over name, e-mail and phone; filters program, clinic, status and "assigned to me". It
 * counts first and reads a page of few matches apart, as the clinics list does; a search is read
 * in one pass of few matches first, and a broad one's total is an estimate (docs/decisions.md
 * "A narrowed patient search reads its matches once", "A broad search's total is an estimate").
 */
export const patientListing = defineListing({
  definition: patientList,
  scope: patientScopeOf,
  search: searchOf,
  filters: {
    programId: (programId) => eq(patients.programId, programId),
    clinicId: (clinicId) => eq(patients.clinicId, clinicId),
    status: (status) => eq(patients.status, status),
    assignedToMe: (assigned, viewer) =>
      assigned === 'true' ? assignedToViewer(viewer) : undefined,
  },
  sorts: {
    fullName: nameOrder(patients.fullName),
    status: patients.status,
    enrolledAt: patients.enrolledAt,
    statusChangedAt: patients.statusChangedAt,
  },
  tieBreaker: patients.id,
  count: async (executor, where) =>
    (await executor.select({ total: count() }).from(patients).where(where))[0]?.total ?? 0,
  // The page's ids, then the enrolments with their names (readEnrolments).
  rows: async (executor, { where, orderBy, limit, offset }) => {
    const rows = await executor
      .select({ id: patients.id })
      .from(patients)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return readEnrolments(
      executor,
      rows.map((row) => row.id),
    );
  },
  reading: {
    matchesApart: patients,
    readMatchesOnce: (_viewer, query) => query.search !== null,
    estimateManyMatches: true,
  },
});

/** A patient's history, newest first, with who made each change. */
export async function readHistory(
  executor: Executor,
  patientId: string,
): Promise<PatientHistoryEntry[]> {
  const rows = await executor
    .select({
      at: patientHistory.at,
      byId: patientHistory.byUserId,
      byName: users.fullName,
      kind: patientHistory.kind,
      status: patientHistory.status,
      reason: patientHistory.reason,
    })
    .from(patientHistory)
    .leftJoin(users, eq(users.id, patientHistory.byUserId))
    .where(eq(patientHistory.patientId, patientId))
    .orderBy(desc(patientHistory.at), desc(patientHistory.id));
  return rows.map((row) => ({
    at: row.at.toISOString(),
    by: named(row.byId, row.byName),
    kind: row.kind,
    status: row.status,
    reason: row.reason,
  }));
}
