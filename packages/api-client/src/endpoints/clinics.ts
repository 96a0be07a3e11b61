import type { AxiosInstance } from 'axios';
import type {
  Clinic,
  ClinicDeactivationImpact,
  ClinicListParams,
  ClinicRequest,
  ClinicStaffMember,
  Page,
  PatientStaffRole,
  RecordStatus,
} from '@org/contracts';
import {
  downloadCsv,
  exportCsv,
  downloadImportErrorReport,
  uploadCsv,
  type CsvUploadOptions,
  type ErrorReportOptions,
} from './csvFiles';

const CLINICS = '/api/v1/clinics';
const clinicPath = (id: string) => `${CLINICS}/${encodeURIComponent(id)}`;

export const listClinics = (client: AxiosInstance, params: ClinicListParams = {}) =>
  client.get<Page<Clinic>, Page<Clinic>>(CLINICS, { params });

export const getClinic = (client: AxiosInstance, id: string) =>
  client.get<Clinic, Clinic>(clinicPath(id));

export const createClinic = (client: AxiosInstance, body: ClinicRequest) =>
  client.post<Clinic, Clinic>(CLINICS, body);

export const updateClinic = (client: AxiosInstance, id: string, body: ClinicRequest) =>
  client.put<Clinic, Clinic>(clinicPath(id), body);

export const setClinicStatus = (client: AxiosInstance, id: string, status: RecordStatus) =>
  client.patch<Clinic, Clinic>(`${clinicPath(id)}/status`, { status });

/** How many active staff would be left without an active clinic (the confirm dialog says it). */
export const getClinicDeactivationImpact = (client: AxiosInstance, id: string) =>
  client.get<ClinicDeactivationImpact, ClinicDeactivationImpact>(
    `${clinicPath(id)}/deactivation-impact`,
  );

/**
 * The clinic's active doctors (or nurses), by name: whom its patients can be assigned. For those
 * who enrol patients there (`patients:enrol`); a clinic outside their scope is 404 NOT_FOUND.
 */
export const listClinicStaff = (client: AxiosInstance, id: string, role: PatientStaffRole) =>
  client.get<ClinicStaffMember[], ClinicStaffMember[]>(`${clinicPath(id)}/staff`, {
    params: { role },
  });

export const downloadClinicTemplate = (client: AxiosInstance) =>
  downloadCsv(client, `${CLINICS}/template`, 'clinics-template.csv');

/** Every clinic the list shows with the same search, filters and sort (no paging). */
export const exportClinics = (client: AxiosInstance, params: ClinicListParams = {}) =>
  exportCsv(client, `${CLINICS}/export`, 'clinics.csv', params);

export const importClinics = (client: AxiosInstance, file: Blob, options?: CsvUploadOptions) =>
  uploadCsv(client, `${CLINICS}/import`, file, options);

/** The file's error report, `clinics-error-report.csv`: every row with problems (nothing written). */
export const clinicImportErrorReport = (
  client: AxiosInstance,
  file: Blob,
  options: Omit<ErrorReportOptions, 'fallbackName'> = {},
) =>
  downloadImportErrorReport(client, `${CLINICS}/import/error-report`, file, {
    ...options,
    fallbackName: 'clinics-error-report.csv',
  });
