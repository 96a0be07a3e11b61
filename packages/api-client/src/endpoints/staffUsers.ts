import type { AxiosInstance } from 'axios';
import type {
  Page,
  RecordStatus,
  StaffUser,
  StaffUserListParams,
  StaffUserRequest,
} from '@org/contracts';
import {
  downloadCsv,
  exportCsv,
  downloadImportErrorReport,
  uploadCsv,
  type CsvUploadOptions,
  type ErrorReportOptions,
} from './csvFiles';

/** The staff users a system admin manages (docs/product.md §13, "Staff user"). */
const USERS = '/api/v1/users';
const userPath = (id: string) => `${USERS}/${encodeURIComponent(id)}`;

export const listStaffUsers = (client: AxiosInstance, params: StaffUserListParams = {}) =>
  client.get<Page<StaffUser>, Page<StaffUser>>(USERS, { params });

export const getStaffUser = (client: AxiosInstance, id: string) =>
  client.get<StaffUser, StaffUser>(userPath(id));

/** Creates the user and sends the invitation mail. */
export const createStaffUser = (client: AxiosInstance, body: StaffUserRequest) =>
  client.post<StaffUser, StaffUser>(USERS, body);

export const updateStaffUser = (client: AxiosInstance, id: string, body: StaffUserRequest) =>
  client.put<StaffUser, StaffUser>(userPath(id), body);

/** Deactivating ends every session of the person at once. */
export const setStaffUserStatus = (client: AxiosInstance, id: string, status: RecordStatus) =>
  client.patch<StaffUser, StaffUser>(`${userPath(id)}/status`, { status });

export const resendInvitation = (client: AxiosInstance, id: string) =>
  client.post<void, void>(`${userPath(id)}/invitation`);

export const downloadStaffTemplate = (client: AxiosInstance) =>
  downloadCsv(client, `${USERS}/template`, 'staff-template.csv');

/** Every staff user the list shows with the same search, filters and sort (no paging). */
export const exportStaffUsers = (client: AxiosInstance, params: StaffUserListParams = {}) =>
  exportCsv(client, `${USERS}/export`, 'staff.csv', params);

export const importStaffUsers = (client: AxiosInstance, file: Blob, options?: CsvUploadOptions) =>
  uploadCsv(client, `${USERS}/import`, file, options);

export const staffImportErrorReport = (
  client: AxiosInstance,
  file: Blob,
  options: Omit<ErrorReportOptions, 'fallbackName'> = {},
) =>
  downloadImportErrorReport(client, `${USERS}/import/error-report`, file, {
    ...options,
    fallbackName: 'staff-error-report.csv',
  });
