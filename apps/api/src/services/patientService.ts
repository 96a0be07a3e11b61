import { and, eq } from 'drizzle-orm';
import {
  enrolmentTransitions,
  patientMessages,
  type EnrolmentStatus,
  type Page,
  type PatientEnrolment,
  type PatientHistoryKind,
  type PatientRecord,
} from '@org/contracts';
import type {
  ClinicAssignmentValues,
  EnrolmentStatusValues,
  PatientValues,
  ShortContactValues,
} from '@org/forms';
import type { Database } from '../db/database';
import { patientHistory, patients } from '../db/schema';
import type { Executor, Transaction } from '../db/transaction';
import { forbidden, notFound } from '../http/HttpError';
import type { Viewer } from './clinicScope';
import type { Clock } from './clock';
import { checkEnrolmentPlace, isEnrolled, isOpenClinic, staffProblem } from './patientChecks';
import {
  alreadyEnrolled,
  fieldsRefused,
  NO_SUCH_PATIENT,
  PossibleDuplicate,
  transitionRefused,
} from './patientRefusals';
import {
  patientFields,
  patientListing,
  readEnrolments,
  readHistory,
  type PatientListQuery,
  type PatientRow,
  type PatientSelection,
} from './patientRecords';
import { notify, patientLink, type NewNotification } from './notificationService';
import { mayEditContact, patientScopeOf } from './patientScope';
import { likeliestDuplicateOf, recordPairsOf } from './duplicateMatching';
import { mergedInto, PatientMerged } from './duplicateService';
import { phoneColumns } from './phoneColumns';

/**
 * Who hears of a new doctor or nurse: the one given the patient and the one it was taken from,
 * unless they made the change themselves. The name is the one they could read as the patient's
 * doctor or nurse; the link shows only while they may open the record.
 */
const assignmentNotifications = (
  viewer: Viewer,
  before: Pick<PatientRow, 'fullName' | 'doctorId' | 'nurseId'>,
  after: { id: string; doctorId: string | null; nurseId: string | null },
): NewNotification[] => {
  const about = {
    params: { patientName: before.fullName },
    link: patientLink(after.id),
    patientId: after.id,
  };
  const changes: NewNotification[] = [];
  for (const [was, is] of [
    [before.doctorId, after.doctorId],
    [before.nurseId, after.nurseId],
  ] as const) {
    if (was === is) continue;
    if (is) changes.push({ userId: is, kind: 'patient-assigned', ...about });
    if (was) changes.push({ userId: was, kind: 'patient-unassigned', ...about });
  }
  return changes.filter((change) => change.userId !== viewer.id);
};

/** The body of POST /api/v1/patients once validated: the patient form and the clinic. */
export type EnrolmentValues = PatientValues & { clinicId: string };

/**
 * docs/product.md §13.6: patients and their enrolment. Every read and write applies the scope of
 * patientScope.ts; every write of a patient adds a history row in its transaction.
 */
export function createPatientService(deps: { db: Database; now: Clock }) {
  const { db, now } = deps;

  const recordOf = async (executor: Executor, id: string): Promise<PatientRecord> => {
    const [enrolment] = await readEnrolments(executor, [id]);
    if (!enrolment) throw notFound(NO_SUCH_PATIENT);
    return { ...enrolment, history: await readHistory(executor, id) };
  };

  /** The patient, locked for the write, if the viewer can see it; else 404. */
  const lockVisible = async (tx: Transaction, viewer: Viewer, id: string): Promise<PatientRow> => {
    const [row] = await tx
      .select(patientFields)
      .from(patients)
      .where(and(eq(patients.id, id), patientScopeOf(viewer)))
      .for('update');
    if (!row) throw notFound(NO_SUCH_PATIENT);
    return row;
  };

  const addHistory = (
    tx: Transaction,
    entry: {
      patientId: string;
      by: Viewer;
      kind: PatientHistoryKind;
      at: Date;
      status?: EnrolmentStatus;
      reason?: string | null;
    },
  ) =>
    tx.insert(patientHistory).values({
      patientId: entry.patientId,
      byUserId: entry.by.id,
      kind: entry.kind,
      at: entry.at,
      status: entry.status ?? null,
      reason: entry.reason ?? null,
    });

  return {
    list: (viewer: Viewer, query: PatientListQuery): Promise<Page<PatientEnrolment>> =>
      patientListing.list(db, viewer, query),

    /** Every matching patient, a batch at a time (the export streams them). */
    selectAll: (viewer: Viewer, selection: PatientSelection): AsyncGenerator<PatientEnrolment[]> =>
      patientListing.selectAll(db, viewer, selection),

    async get(viewer: Viewer, id: string): Promise<PatientRecord> {
      const [visible] = await db
        .select({ id: patients.id })
        .from(patients)
        .where(and(eq(patients.id, id), patientScopeOf(viewer)));
      if (!visible) {
        // A merged-away record says where it went, to whoever may see both records.
        const survivor = await mergedInto(db, viewer, id);
        if (survivor) throw new PatientMerged(survivor);
        throw notFound(NO_SUCH_PATIENT);
      }
      return recordOf(db, id);
    },

    /**
     * Enrols a patient in an active program at an active clinic of the viewer's scope. The same
     * person (e-mail) enrolled in the program already is a 409 ALREADY_ENROLLED; the same name
     * and phone at the clinic is a 409 POSSIBLE_DUPLICATE unless `confirmDuplicate`.
     */
    async enrol(
      viewer: Viewer,
      values: EnrolmentValues,
      confirmDuplicate: boolean,
    ): Promise<PatientRecord> {
      const id = await db.transaction(async (tx) => {
        const programId = values.programSelection.toLowerCase();
        const clinicId = values.clinicId.toLowerCase();
        await checkEnrolmentPlace(tx, viewer, programId, clinicId);
        if (await isEnrolled(tx, programId, values.email)) throw alreadyEnrolled();
        const phone = phoneColumns(values.phoneNumber);
        if (!confirmDuplicate) {
          const duplicate = await likeliestDuplicateOf(tx, viewer, {
            fullName: values.fullName,
            email: values.email,
            phone,
            programId,
            clinicId,
          });
          if (duplicate) throw new PossibleDuplicate((await readEnrolments(tx, [duplicate]))[0]!);
        }

        const at = now();
        const [created] = await tx
          .insert(patients)
          .values({
            fullName: values.fullName,
            email: values.email,
            ...phone,
            address: values.address ?? null,
            programId,
            clinicId,
            enrolledAt: at,
            statusChangedAt: at,
          })
          .returning({ id: patients.id });
        await addHistory(tx, { patientId: created!.id, by: viewer, kind: 'ENROLLED', at });
        // A confirmed duplicate (or one outside the viewer's clinics) goes on the reviewers' list.
        await recordPairsOf(tx, [created!.id]);
        return created!.id;
      });
      return recordOf(db, id);
    },

    /**
     * Moves a patient to another clinic and/or sets their doctor and nurse. A new clinic must be
     * active and in the viewer's scope; a doctor (nurse) must be an active one with a membership
     * of the clinic, unless they are the patient's already and the clinic stays (as a staff
     * edit keeps an inactive clinic: an edit keeps what it does not change).
     */
    async assign(
      viewer: Viewer,
      id: string,
      values: ClinicAssignmentValues,
    ): Promise<PatientRecord> {
      await db.transaction(async (tx) => {
        const before = await lockVisible(tx, viewer, id);
        const clinicId = values.clinicId.toLowerCase();
        const doctorId = values.doctorId?.toLowerCase() ?? null;
        const nurseId = values.nurseId?.toLowerCase() ?? null;
        const moving = clinicId !== before.clinicId;
        if (moving && !(await isOpenClinic(tx, viewer, clinicId))) {
          throw fieldsRefused([{ path: 'clinicId', message: patientMessages.clinicNotInScope }]);
        }
        // The patient's own doctor and nurse stay without a check while the clinic stays.
        const problems = [
          await staffProblem(tx, 'DOCTOR', doctorId, moving ? null : before.doctorId, clinicId),
          await staffProblem(tx, 'NURSE', nurseId, moving ? null : before.nurseId, clinicId),
        ].filter((problem) => problem !== null);
        if (problems.length > 0) throw fieldsRefused(problems);
        if (!moving && doctorId === before.doctorId && nurseId === before.nurseId) return;

        await tx.update(patients).set({ clinicId, doctorId, nurseId }).where(eq(patients.id, id));
        const at = now();
        await addHistory(tx, { patientId: id, by: viewer, kind: 'ASSIGNMENT_CHANGED', at });
        await notify(tx, assignmentNotifications(viewer, before, { id, doctorId, nurseId }), at);
      });
      return recordOf(db, id);
    },

    /** The short contact form: admins, managers in scope, or the patient's own doctor or nurse. */
    async editContact(
      viewer: Viewer,
      id: string,
      values: ShortContactValues,
    ): Promise<PatientRecord> {
      await db.transaction(async (tx) => {
        const before = await lockVisible(tx, viewer, id);
        if (!mayEditContact(viewer, before)) throw forbidden();
        const after = { fullName: values.fullName, ...phoneColumns(values.phoneNumber) };
        const unchanged =
          after.fullName === before.fullName &&
          after.callingCode === before.callingCode &&
          after.localPhoneNumber === before.localPhoneNumber;
        if (unchanged) return;
        await tx.update(patients).set(after).where(eq(patients.id, id));
        await addHistory(tx, { patientId: id, by: viewer, kind: 'CONTACT_CHANGED', at: now() });
        await recordPairsOf(tx, [id]);
      });
      return recordOf(db, id);
    },

    /** ENROLLED → COMPLETED or WITHDRAWN (with a reason); any other change is a 409. */
    async changeStatus(
      viewer: Viewer,
      id: string,
      values: EnrolmentStatusValues,
    ): Promise<PatientRecord> {
      const status = values.status as EnrolmentStatus;
      await db.transaction(async (tx) => {
        const before = await lockVisible(tx, viewer, id);
        if (!enrolmentTransitions[before.status].includes(status)) throw transitionRefused();
        const at = now();
        await tx
          .update(patients)
          .set({ status, statusReason: values.reason, statusChangedAt: at })
          .where(eq(patients.id, id));
        await addHistory(tx, {
          patientId: id,
          by: viewer,
          kind: 'STATUS_CHANGED',
          at,
          status,
          reason: values.reason,
        });
      });
      return recordOf(db, id);
    },
  };
}

export type PatientService = ReturnType<typeof createPatientService>;
