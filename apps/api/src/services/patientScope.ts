import { and, eq, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { roleMay } from '@org/contracts';
import { clinics, patients } from '../db/schema';
import { memberClinicIds, seesEveryClinic, type Viewer } from './clinicScope';

/**
 * Who sees and changes which patients (docs/product.md §6.1, §13.3, §13.6), in one place: every
 * patient route goes through these rules, and test/patients.test.ts checks them as a matrix.
 *
 * - Reading: a system admin sees every patient; everyone else the patients enrolled at the
 *   clinics they belong to (`user_clinics`, the same rule as their clinics). A patient outside it
 *   is in no list, total or export, and reading or changing it is a 404 like a missing one.
 * - A merged-away record (`merged_into_id` set) is in no one's scope: it counts once, as the
 *   record it was merged into, in every list, total, figure, export, search and FHIR answer.
 * - Enrolling, moving and assigning (`patients:enrol`, routes): at an active clinic of the scope.
 * - The contact: whoever may enrol, or the patient's own doctor or nurse; another doctor who can
 *   read the record is refused with a 403, since for them the record exists.
 */

/**
 * A record that was not merged away: the one copy of that rule. `patientScopeOf` holds it; the
 * readers of every record whoever asks (the duplicate scan and matching, the one active enrolment
 * per e-mail and program) use it on its own, on `patients` or an alias of it.
 */
export const notMergedAway = (table: { mergedIntoId: AnyColumn } = patients): SQL =>
  isNull(table.mergedIntoId);

/**
 * The patients the viewer may read, for every reader that lists, counts, searches or exports
 * patients: their clinics' (every clinic for a system admin), never a merged-away record.
 *
 * The exceptions read merged-away records on purpose and so do not use it (duplicateService.ts):
 * the merge and unmerge themselves, the pairs list (it shows a MERGED pair's two records), and
 * `mergedInto`, which answers a merged-away id with 410 and the record it lives in now.
 */
export const patientScopeOf = (viewer: Viewer): SQL =>
  and(
    notMergedAway(),
    seesEveryClinic(viewer)
      ? undefined
      : sql`${patients.clinicId} = any(${memberClinicIds(viewer)})`,
  )!;

/** The clinic `clinicId`, if the viewer may enrol a patient there or move one to it. */
export const openClinicCondition = (viewer: Viewer, clinicId: string): SQL =>
  and(
    eq(clinics.id, clinicId),
    eq(clinics.status, 'ACTIVE'),
    seesEveryClinic(viewer) ? undefined : sql`${clinics.id} = any(${memberClinicIds(viewer)})`,
  )!;

/** Whether the viewer may change the contact of a patient they can read. */
export const mayEditContact = (
  viewer: Viewer,
  patient: { doctorId: string | null; nurseId: string | null },
): boolean =>
  roleMay(viewer.role, 'patients:enrol') ||
  patient.doctorId === viewer.id ||
  patient.nurseId === viewer.id;

/** `assignedToMe=true`: the patients whose doctor or nurse the viewer is. */
export const assignedToViewer = (viewer: Viewer): SQL =>
  or(eq(patients.doctorId, viewer.id), eq(patients.nurseId, viewer.id))!;
