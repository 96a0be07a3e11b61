import { and, eq } from 'drizzle-orm';
import { patientMessages, type Role } from '@org/contracts';
import { clinics, patients, programs, userClinics, users } from '../db/schema';
import type { Transaction } from '../db/transaction';
import { isUuid } from '../http/routeParams';
import type { Viewer } from './clinicScope';
import { fieldsRefused, type FieldProblem } from './patientRefusals';
import { notMergedAway, openClinicCondition } from './patientScope';

/**
 * What a patient write checks before it writes (docs/product.md §13.6), each in the write's
 * transaction: the program, the clinic, the doctor and the nurse chosen, an active enrolment of
 * the same person, and a likely duplicate. Rows read here are locked against a change (FOR SHARE)
 * until the write commits.
 */

const staffMessages: Record<'DOCTOR' | 'NURSE', FieldProblem> = {
  DOCTOR: { path: 'doctorId', message: patientMessages.doctorNotAtClinic },
  NURSE: { path: 'nurseId', message: patientMessages.nurseNotAtClinic },
};

/** Whether the program is one a patient may be enrolled in now. */
const isActiveProgram = async (tx: Transaction, programId: string) => {
  if (!isUuid(programId)) return false;
  const [row] = await tx
    .select({ id: programs.id })
    .from(programs)
    .where(and(eq(programs.id, programId), eq(programs.status, 'ACTIVE')))
    .for('share');
  return row !== undefined;
};

/** Whether the viewer may enrol a patient at the clinic, or move one to it. */
export const isOpenClinic = async (tx: Transaction, viewer: Viewer, clinicId: string) => {
  if (!isUuid(clinicId)) return false;
  const [row] = await tx
    .select({ id: clinics.id })
    .from(clinics)
    .where(openClinicCondition(viewer, clinicId))
    .for('share');
  return row !== undefined;
};

/** Whether `userId` is an active doctor (or nurse) with a membership of the clinic. */
const worksAt = async (tx: Transaction, userId: string, role: Role, clinicId: string) => {
  if (!isUuid(userId)) return false;
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userClinics, eq(userClinics.userId, users.id))
    .where(
      and(
        eq(users.id, userId),
        eq(users.role, role),
        eq(users.status, 'ACTIVE'),
        eq(userClinics.clinicId, clinicId),
      ),
    )
    .for('share', { of: users });
  return row !== undefined;
};

/**
 * Why `chosen` cannot be the patient's doctor (nurse) at the clinic, or null: it must be an
 * active user of that role with a membership of the clinic, unless it is `kept` (the one the
 * patient has).
 */
export const staffProblem = async (
  tx: Transaction,
  role: 'DOCTOR' | 'NURSE',
  chosen: string | null,
  kept: string | null,
  clinicId: string,
): Promise<FieldProblem | null> => {
  if (chosen === null || chosen === kept) return null;
  return (await worksAt(tx, chosen, role, clinicId)) ? null : staffMessages[role];
};

/** 400 on `programSelection` and `clinicId` (both when both are wrong) unless they can enrol. */
export const checkEnrolmentPlace = async (
  tx: Transaction,
  viewer: Viewer,
  programId: string,
  clinicId: string,
) => {
  const problems: FieldProblem[] = [];
  if (!(await isActiveProgram(tx, programId))) {
    problems.push({ path: 'programSelection', message: patientMessages.programNotActive });
  }
  if (!(await isOpenClinic(tx, viewer, clinicId))) {
    problems.push({ path: 'clinicId', message: patientMessages.clinicNotInScope });
  }
  if (problems.length > 0) throw fieldsRefused(problems);
};

/** Whether the person (e-mail) has an ENROLLED enrolment in the program, at any clinic. */
export const isEnrolled = async (tx: Transaction, programId: string, email: string) => {
  const [row] = await tx
    .select({ id: patients.id })
    .from(patients)
    .where(
      and(
        eq(patients.programId, programId),
        eq(patients.email, email),
        eq(patients.status, 'ENROLLED'),
        notMergedAway(),
      ),
    )
    .limit(1);
  return row !== undefined;
};
