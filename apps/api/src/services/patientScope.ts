import { and, eq, or, sql, type SQL } from 'drizzle-orm';
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
 * - Enrolling, moving and assigning (`patients:enrol`, routes): at an active clinic of the scope.
 * - The contact: whoever may enrol, or the patient's own doctor or nurse; another doctor who can
 *   read the record is refused with a 403, since for them the record exists.
 */

/** The patients the viewer may read: undefined when that is every patient. */
export const patientScopeOf = (viewer: Viewer): SQL | undefined =>
  seesEveryClinic(viewer) ? undefined : sql`${patients.clinicId} = any(${memberClinicIds(viewer)})`;

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
