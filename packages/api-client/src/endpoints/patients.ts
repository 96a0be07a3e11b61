import { AxiosError, AxiosHeaders, type AxiosInstance } from 'axios';
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
import { messageFromBody, toApiError } from '../http/ApiError';
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

/** An api error body (`{ message, code, … }`), as a refusal answers; a record has no `code`. */
const isErrorBody = (body: unknown): body is { code: string } =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { code?: unknown }).code === 'string';

const CONFLICT = 409;

/**
 * POST /api/v1/patients. A 409 POSSIBLE_DUPLICATE is an answer rather than a failure: its body
 * carries the existing record, which an `ApiError` does not keep, so a 409 is read here (not
 * rejected by the client) and any other 409 becomes the `ApiError` the client would have made.
 */
export async function enrolPatient(
  client: AxiosInstance,
  body: PatientRequest,
): Promise<EnrolmentOutcome> {
  const answer = await client.post<unknown, unknown>(PATIENTS, body, {
    validateStatus: (status) => (status >= 200 && status < 300) || status === CONFLICT,
  });
  if (isPossibleDuplicate(answer)) return { kind: 'possibleDuplicate', existing: answer.existing };
  if (isErrorBody(answer)) {
    throw toApiError(
      new AxiosError(messageFromBody(answer), AxiosError.ERR_BAD_REQUEST, undefined, undefined, {
        data: answer,
        status: CONFLICT,
        statusText: 'Conflict',
        headers: {},
        config: { headers: new AxiosHeaders() },
      }),
    );
  }
  return { kind: 'enrolled', patient: answer as PatientEnrolment };
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
