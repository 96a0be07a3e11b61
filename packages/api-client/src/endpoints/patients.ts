import type { AxiosInstance } from 'axios';
import {
  errorCodes,
  type EnrolmentStatusRequest,
  type Page,
  type PatientAssignmentRequest,
  type PatientContactRequest,
  type PatientEnrolment,
  type PatientListParams,
  type PatientRecord,
  type PatientRequest,
  type PossibleDuplicateBody,
} from '@org/contracts';
import { toApiError } from '../http/ApiError';
import { exportCsv } from './csvFiles';

/** Patients and their enrolment, in the caller's scope (docs/product.md §2.7, §3.4 Patient). */
const PATIENTS = '/api/v1/patients';
const patientPath = (id: string) => `${PATIENTS}/${encodeURIComponent(id)}`;

export const listPatients = (client: AxiosInstance, params: PatientListParams = {}) =>
  client.get<Page<PatientEnrolment>, Page<PatientEnrolment>>(PATIENTS, { params });

/** The enrolment and its history; 404 NOT_FOUND when it does not exist or is outside the caller's scope. */
export const getPatient = (client: AxiosInstance, id: string) =>
  client.get<PatientRecord, PatientRecord>(patientPath(id));

/**
 * How enrolling ended: the new enrolment, or a possible duplicate (the same name and phone at that
 * clinic) with the record already there, to open instead or to confirm past with
 * `confirmDuplicate: true`. Every other refusal rejects as usual (an `ApiError`).
 */
export type EnrolmentOutcome =
  | { kind: 'enrolled'; patient: PatientEnrolment }
  | { kind: 'possibleDuplicate'; existing: PatientEnrolment };

const isPossibleDuplicate = (body: unknown): body is PossibleDuplicateBody =>
  typeof body === 'object' &&
  body !== null &&
  (body as PossibleDuplicateBody).code === errorCodes.possibleDuplicate &&
  typeof (body as PossibleDuplicateBody).existing === 'object' &&
  (body as PossibleDuplicateBody).existing !== null;

/**
 * POST /api/v1/patients. A 409 POSSIBLE_DUPLICATE is an answer rather than a failure: its body
 * (the `ApiError`'s `body`) carries the record already at the clinic. Any other refusal rejects.
 */
export async function enrolPatient(
  client: AxiosInstance,
  body: PatientRequest,
): Promise<EnrolmentOutcome> {
  try {
    const patient = await client.post<PatientEnrolment, PatientEnrolment>(PATIENTS, body);
    return { kind: 'enrolled', patient };
  } catch (error) {
    const refusal = toApiError(error);
    if (isPossibleDuplicate(refusal.body)) {
      return { kind: 'possibleDuplicate', existing: refusal.body.existing };
    }
    throw error;
  }
}

/** The patient's doctor and nurse, both of the enrolment's clinic (or none). */
export const setPatientAssignment = (
  client: AxiosInstance,
  id: string,
  body: PatientAssignmentRequest,
) => client.put<PatientEnrolment, PatientEnrolment>(`${patientPath(id)}/assignment`, body);

/** The short contact (full name and phone): managers, or the doctor or nurse assigned. */
export const updatePatientContact = (
  client: AxiosInstance,
  id: string,
  body: PatientContactRequest,
) => client.patch<PatientEnrolment, PatientEnrolment>(`${patientPath(id)}/contact`, body);

/** Ends an enrolment: COMPLETED, or WITHDRAWN with a reason. */
export const setEnrolmentStatus = (
  client: AxiosInstance,
  id: string,
  body: EnrolmentStatusRequest,
) => client.patch<PatientEnrolment, PatientEnrolment>(`${patientPath(id)}/enrolment`, body);

/** Every patient the list shows with the same search, filters and sort (no paging). */
export const exportPatients = (client: AxiosInstance, params: PatientListParams = {}) =>
  exportCsv(client, `${PATIENTS}/export`, 'patients.csv', params);
