import { createHash } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  duplicateMessages,
  duplicatePairList,
  errorCodes,
  mergeFields,
  UNMERGE_DAYS,
  type DuplicateMerge,
  type DuplicatePair,
  type DuplicatePairDetail,
  type ErrorCode,
  type ListQueryOf,
  type MergeField,
  type Page,
  type PatientRecord,
} from '@org/contracts';
import type { PatientMergeValues } from '@org/forms';
import { uuidArray } from '../db/arrayParams';
import type { Database } from '../db/database';
import { defineListing } from '../db/listing';
import { patientDuplicates, patientHistory, patientMerges, patients } from '../db/schema';
import type { Executor, Transaction } from '../db/transaction';
import { HttpError, notFound } from '../http/HttpError';
import { memberClinicIds, seesEveryClinic, type Viewer } from './clinicScope';
import type { Clock } from './clock';
import { staffProblem } from './patientChecks';
import { patientFields, readEnrolments, type PatientRow } from './patientRecords';
import { fieldsRefused, type FieldProblem } from './patientRefusals';

/**
 * Possible duplicate patients: the list (system admins everywhere, clinic managers the pairs whose
 * two records are both at their clinics), "not a duplicate", merge and unmerge. A merge keeps one
 * record with the values chosen field by field, moves the other's history to it and hides the
 * other (`merged_into_id`), all in one transaction; `patient_merges` keeps what an unmerge needs.
 */

export const NO_SUCH_PAIR = 'No such pair.';
const DAY_MS = 24 * 60 * 60 * 1000;

export type DuplicatePairListQuery = ListQueryOf<typeof duplicatePairList>;

const recordIn = (id: AnyColumn, clinics: SQL) =>
  sql`exists (select 1 from ${patients} where ${patients.id} = ${id} and ${patients.clinicId} = any(${clinics}))`;

/** The pairs the viewer may see: both records at their clinics (every pair for an admin). */
export const pairScopeOf = (viewer: Viewer): SQL | undefined => {
  if (seesEveryClinic(viewer)) return undefined;
  const clinics = memberClinicIds(viewer);
  return and(
    recordIn(patientDuplicates.firstId, clinics),
    recordIn(patientDuplicates.secondId, clinics),
  );
};

/** A pair still to decide whose record was merged in another pair is no longer shown. */
const notStale = sql`(${patientDuplicates.status} = 'MERGED' or not exists (select 1 from ${patients} where ${patients.id} in (${patientDuplicates.firstId}, ${patientDuplicates.secondId}) and ${patients.mergedIntoId} is not null))`;

const pairFields = {
  id: patientDuplicates.id,
  firstId: patientDuplicates.firstId,
  secondId: patientDuplicates.secondId,
  score: patientDuplicates.score,
  nameSimilarity: patientDuplicates.nameSimilarity,
  samePhone: patientDuplicates.samePhone,
  sameEmail: patientDuplicates.sameEmail,
  status: patientDuplicates.status,
  foundAt: patientDuplicates.foundAt,
};
type PairRow = { [K in keyof typeof pairFields]: (typeof pairFields)[K]['_']['data'] };

const mergeOf = (row: typeof patientMerges.$inferSelect): DuplicateMerge => ({
  id: row.id,
  survivorId: row.survivorId,
  mergedId: row.mergedId,
  mergedAt: row.mergedAt.toISOString(),
  unmergeUntil: new Date(row.mergedAt.getTime() + UNMERGE_DAYS * DAY_MS).toISOString(),
});

/** The pairs with both records (as the patients list shows them) and a MERGED pair's merge. */
async function readPairs(executor: Executor, rows: readonly PairRow[]): Promise<DuplicatePair[]> {
  if (rows.length === 0) return [];
  const records = new Map(
    (
      await readEnrolments(executor, [...new Set(rows.flatMap((r) => [r.firstId, r.secondId]))])
    ).map((record) => [record.id, record]),
  );
  const merged = rows.filter((row) => row.status === 'MERGED').map((row) => row.id);
  const merges = new Map(
    merged.length === 0
      ? []
      : (
          await executor
            .select()
            .from(patientMerges)
            .where(
              and(
                sql`${patientMerges.pairId} = any(${uuidArray(merged)})`,
                isNull(patientMerges.unmergedAt),
              ),
            )
        ).map((merge) => [merge.pairId, mergeOf(merge)]),
  );
  return rows.map((row) => ({
    id: row.id,
    score: row.score,
    nameSimilarity: row.nameSimilarity,
    samePhone: row.samePhone,
    sameEmail: row.sameEmail,
    status: row.status,
    foundAt: row.foundAt.toISOString(),
    first: records.get(row.firstId)!,
    second: records.get(row.secondId)!,
    merge: merges.get(row.id) ?? null,
  }));
}

/** GET /api/v1/patient-duplicates: in the viewer's scope; filter status; by score or when found. */
export const duplicatePairListing = defineListing({
  definition: duplicatePairList,
  scope: (viewer: Viewer) => and(notStale, pairScopeOf(viewer)),
  filters: { status: (status) => eq(patientDuplicates.status, status) },
  sorts: { score: patientDuplicates.score, foundAt: patientDuplicates.foundAt },
  tieBreaker: patientDuplicates.id,
  count: async (executor, where) =>
    (await executor.select({ total: count() }).from(patientDuplicates).where(where))[0]?.total ?? 0,
  rows: async (executor, { where, orderBy, limit, offset }) =>
    readPairs(
      executor,
      await executor
        .select(pairFields)
        .from(patientDuplicates)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    ),
});

/** What a merge may change on the kept record, as columns. */
const mergedColumns = [
  'fullName',
  'email',
  'callingCode',
  'localPhoneNumber',
  'address',
  'doctorId',
  'nurseId',
] as const;
type MergedValues = Pick<PatientRow, (typeof mergedColumns)[number]>;

const columnsOfField: Record<MergeField, readonly (typeof mergedColumns)[number][]> = {
  fullName: ['fullName'],
  email: ['email'],
  phoneNumber: ['callingCode', 'localPhoneNumber'],
  address: ['address'],
  doctor: ['doctorId'],
  nurse: ['nurseId'],
};

/** A record as JSON (dates as ISO text), for the merge's snapshots and versions. */
const snapshotOf = (row: PatientRow): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => key !== 'matchName')
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );

/** Field by field: jsonb keeps a snapshot's keys in an order of its own. */
const sameSnapshot = (now: Record<string, unknown>, then: Record<string, unknown>): boolean =>
  Object.keys(now).length === Object.keys(then).length &&
  Object.entries(now).every(([key, value]) => JSON.stringify(then[key]) === JSON.stringify(value));

/** A short digest of a record's every field: what the reviewer saw, sent back with the merge. */
export const versionOf = (row: PatientRow): string =>
  createHash('sha256')
    .update(JSON.stringify(snapshotOf(row)))
    .digest('base64url')
    .slice(0, 22);

const refused = (message: string, code: ErrorCode = errorCodes.mergeRefused) =>
  new HttpError(409, message, code);

export function createDuplicateService(deps: { db: Database; now: Clock }) {
  const { db, now } = deps;

  /** The pair, locked, if the viewer may see it; else 404. */
  const lockPair = async (tx: Transaction, viewer: Viewer, id: string) => {
    const [row] = await tx
      .select(pairFields)
      .from(patientDuplicates)
      .where(and(eq(patientDuplicates.id, id), pairScopeOf(viewer)))
      .for('update');
    if (!row) throw notFound(NO_SUCH_PAIR);
    return row;
  };

  /**
   * The pair, if the viewer may see it, with both records locked in id order, then the pair
   * itself (its status as it is now). Records before the pair, as an edit does (it locks its
   * record, then writes the pairs it is in); FOR NO KEY UPDATE, so that the pairs an edit writes
   * may still check their foreign keys to the other record.
   */
  const lockPairAndRecords = async (tx: Transaction, viewer: Viewer, id: string) => {
    const [seen] = await tx
      .select(pairFields)
      .from(patientDuplicates)
      .where(and(eq(patientDuplicates.id, id), pairScopeOf(viewer)));
    if (!seen) throw notFound(NO_SUCH_PAIR);
    const records = await lockRecords(tx, seen);
    return { pair: await lockPair(tx, viewer, id), ...records };
  };

  /** Both records of a pair, locked in id order (the pair's order), as they are now. */
  const lockRecords = async (tx: Transaction, pair: PairRow) => {
    const rows = await tx
      .select(patientFields)
      .from(patients)
      .where(inArray(patients.id, [pair.firstId, pair.secondId]))
      .orderBy(patients.id)
      .for('no key update');
    const byId = new Map(rows.map((row) => [row.id, row]));
    return { first: byId.get(pair.firstId)!, second: byId.get(pair.secondId)! };
  };

  const decide = (
    tx: Transaction,
    viewer: Viewer,
    id: string,
    status: 'OPEN' | 'NOT_DUPLICATE' | 'MERGED',
  ) =>
    tx
      .update(patientDuplicates)
      .set({
        status,
        decidedAt: status === 'OPEN' ? null : now(),
        decidedByUserId: status === 'OPEN' ? null : viewer.id,
      })
      .where(eq(patientDuplicates.id, id));

  return {
    list: (viewer: Viewer, query: DuplicatePairListQuery): Promise<Page<DuplicatePair>> =>
      duplicatePairListing.list(db, viewer, query),

    async get(viewer: Viewer, id: string): Promise<DuplicatePairDetail> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select(pairFields)
          .from(patientDuplicates)
          .where(and(eq(patientDuplicates.id, id), notStale, pairScopeOf(viewer)));
        if (!row) throw notFound(NO_SUCH_PAIR);
        const [pair] = await readPairs(tx, [row]);
        const versions = new Map(
          (
            await tx
              .select(patientFields)
              .from(patients)
              .where(inArray(patients.id, [row.firstId, row.secondId]))
          ).map((record) => [record.id, versionOf(record)]),
        );
        return {
          ...pair!,
          firstVersion: versions.get(row.firstId)!,
          secondVersion: versions.get(row.secondId)!,
        };
      });
    },

    /** "Not a duplicate": never suggested again (the scan keeps the decision). */
    async dismiss(viewer: Viewer, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const pair = await lockPair(tx, viewer, id);
        if (pair.status !== 'OPEN') throw refused(duplicateMessages.pairDecided);
        await decide(tx, viewer, id, 'NOT_DUPLICATE');
      });
    },

    /**
     * Merges the pair: `survivorId` remains with each field's value from the record chosen for
     * it; the other's history moves to it and the other is hidden. Refused when the pair is not
     * open or either record changed since the reviewer read it (the versions).
     */
    async merge(
      viewer: Viewer,
      id: string,
      values: PatientMergeValues,
    ): Promise<{
      survivor: PatientRecord['id'];
      merged: string;
      choices: Record<MergeField, 'KEPT' | 'MERGED'>;
    }> {
      return db.transaction(async (tx) => {
        const { pair, first, second } = await lockPairAndRecords(tx, viewer, id);
        if (pair.status !== 'OPEN') throw refused(duplicateMessages.pairDecided);
        if (first.mergedIntoId !== null || second.mergedIntoId !== null) {
          throw refused(duplicateMessages.pairDecided);
        }
        if (
          versionOf(first) !== values.firstVersion ||
          versionOf(second) !== values.secondVersion
        ) {
          throw refused(duplicateMessages.recordChanged);
        }
        const ids = [pair.firstId, pair.secondId];
        const problems: FieldProblem[] = [];
        if (!ids.includes(values.survivorId)) {
          problems.push({ path: 'survivorId', message: duplicateMessages.choiceNotOfPair });
        }
        for (const field of mergeFields) {
          if (!ids.includes(values.fields[field])) {
            problems.push({ path: `fields.${field}`, message: duplicateMessages.choiceNotOfPair });
          }
        }
        if (problems.length > 0) throw fieldsRefused(problems);

        const survivor = values.survivorId === first.id ? first : second;
        const mergedAway = survivor === first ? second : first;
        const after = Object.fromEntries(
          mergeFields.flatMap((field) => {
            const source = values.fields[field] === survivor.id ? survivor : mergedAway;
            return columnsOfField[field].map((column) => [column, source[column]]);
          }),
        ) as MergedValues;
        const staff = [
          await staffProblem(tx, 'DOCTOR', after.doctorId, survivor.doctorId, survivor.clinicId),
          await staffProblem(tx, 'NURSE', after.nurseId, survivor.nurseId, survivor.clinicId),
        ].filter((problem) => problem !== null);
        if (staff.length > 0) {
          throw fieldsRefused(
            staff.map((problem) => ({
              path: problem.path === 'doctorId' ? 'fields.doctor' : 'fields.nurse',
              message: duplicateMessages.staffNotAtClinic,
            })),
          );
        }

        // The merged-away record first, so that the kept one may take its e-mail (the one
        // active enrolment per e-mail and program counts records not merged).
        await tx
          .update(patients)
          .set({ mergedIntoId: survivor.id })
          .where(eq(patients.id, mergedAway.id));
        const [updated] = await tx
          .update(patients)
          .set(after)
          .where(eq(patients.id, survivor.id))
          .returning(patientFields);
        const moved = await tx
          .update(patientHistory)
          .set({ patientId: survivor.id })
          .where(eq(patientHistory.patientId, mergedAway.id))
          .returning({ id: patientHistory.id });
        const choices = Object.fromEntries(
          mergeFields.map((field) => [
            field,
            values.fields[field] === survivor.id ? 'KEPT' : 'MERGED',
          ]),
        ) as Record<MergeField, 'KEPT' | 'MERGED'>;
        await tx.insert(patientMerges).values({
          pairId: id,
          survivorId: survivor.id,
          mergedId: mergedAway.id,
          choices,
          survivorBefore: snapshotOf(survivor),
          survivorAfter: snapshotOf(updated!),
          movedHistoryIds: moved.map((row) => row.id),
          mergedAt: now(),
          mergedByUserId: viewer.id,
        });
        await decide(tx, viewer, id, 'MERGED');
        return { survivor: survivor.id, merged: mergedAway.id, choices };
      });
    },

    /**
     * Undoes the pair's merge within UNMERGE_DAYS, if neither record changed since: the kept
     * record's merged fields and both histories go back, and the pair is open again.
     */
    async unmerge(viewer: Viewer, id: string): Promise<{ survivor: string; merged: string }> {
      return db.transaction(async (tx) => {
        const { pair, first, second } = await lockPairAndRecords(tx, viewer, id);
        const [merge] = await tx
          .select()
          .from(patientMerges)
          .where(and(eq(patientMerges.pairId, id), isNull(patientMerges.unmergedAt)))
          .orderBy(desc(patientMerges.mergedAt))
          .limit(1)
          .for('update');
        if (pair.status !== 'MERGED' || !merge) {
          throw refused(duplicateMessages.pairDecided, errorCodes.unmergeRefused);
        }
        if (now().getTime() > merge.mergedAt.getTime() + UNMERGE_DAYS * DAY_MS) {
          throw refused(duplicateMessages.unmergeExpired, errorCodes.unmergeRefused);
        }
        const survivor = merge.survivorId === first.id ? first : second;
        const mergedAway = survivor === first ? second : first;
        const [later] = await tx
          .select({ n: count() })
          .from(patientHistory)
          .where(
            and(
              eq(patientHistory.patientId, survivor.id),
              sql`${patientHistory.at} > ${merge.mergedAt.toISOString()}::timestamptz`,
            ),
          );
        const changed =
          !sameSnapshot(snapshotOf(survivor), merge.survivorAfter) ||
          mergedAway.mergedIntoId !== survivor.id ||
          (later?.n ?? 0) > 0;
        if (changed) throw refused(duplicateMessages.unmergeChanged, errorCodes.unmergeRefused);

        const before = merge.survivorBefore as Record<string, unknown>;
        await tx
          .update(patients)
          .set(Object.fromEntries(mergedColumns.map((column) => [column, before[column]])))
          .where(eq(patients.id, survivor.id));
        await tx.update(patients).set({ mergedIntoId: null }).where(eq(patients.id, mergedAway.id));
        if (merge.movedHistoryIds.length > 0) {
          await tx
            .update(patientHistory)
            .set({ patientId: mergedAway.id })
            .where(sql`${patientHistory.id} = any(${uuidArray(merge.movedHistoryIds)})`);
        }
        await tx
          .update(patientMerges)
          .set({ unmergedAt: now(), unmergedByUserId: viewer.id })
          .where(eq(patientMerges.id, merge.id));
        await decide(tx, viewer, id, 'OPEN');
        return { survivor: survivor.id, merged: mergedAway.id };
      });
    },
  };
}

export type DuplicateService = ReturnType<typeof createDuplicateService>;

/** Whom a merged-away record now lives in, if the viewer may see both; else null (a 404). */
export async function mergedInto(
  executor: Executor,
  viewer: Viewer,
  id: string,
): Promise<string | null> {
  const [row] = await executor
    .select({ mergedIntoId: patients.mergedIntoId, clinicId: patients.clinicId })
    .from(patients)
    .where(eq(patients.id, id));
  if (!row?.mergedIntoId) return null;
  if (seesEveryClinic(viewer)) return row.mergedIntoId;
  const [both] = await executor
    .select({ n: count() })
    .from(patients)
    .where(
      and(
        inArray(patients.id, [id, row.mergedIntoId]),
        sql`${patients.clinicId} = any(${memberClinicIds(viewer)})`,
      ),
    );
  return both?.n === 2 ? row.mergedIntoId : null;
}

/**
 * The merged-away records each of `ids` (records the viewer reads) took in, those the viewer may
 * read too, in id order: FHIR's `replaces` links. Like `mergedInto`, a merged-away record at a
 * clinic the viewer does not see is not named.
 */
export async function mergedAwayInto(
  executor: Executor,
  viewer: Viewer,
  ids: readonly string[],
): Promise<Map<string, string[]>> {
  const taken = new Map<string, string[]>();
  if (ids.length === 0) return taken;
  const rows = await executor
    .select({ id: patients.id, mergedIntoId: patients.mergedIntoId })
    .from(patients)
    .where(
      and(
        inArray(patients.mergedIntoId, [...ids]),
        seesEveryClinic(viewer)
          ? undefined
          : sql`${patients.clinicId} = any(${memberClinicIds(viewer)})`,
      ),
    )
    .orderBy(patients.id);
  for (const row of rows) {
    taken.set(row.mergedIntoId!, [...(taken.get(row.mergedIntoId!) ?? []), row.id]);
  }
  return taken;
}

/**
 * 410 PATIENT_MERGED naming the record a merged-away one lives in; `message` in the reader's own
 * terms (FHIR names resources by type and id).
 */
export class PatientMerged extends HttpError {
  constructor(
    readonly mergedInto: string,
    message: string = duplicateMessages.patientMerged,
  ) {
    super(410, message, errorCodes.patientMerged);
  }

  override toBody() {
    return { message: this.message, code: errorCodes.patientMerged, mergedInto: this.mergedInto };
  }
}
