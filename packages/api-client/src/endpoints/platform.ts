import type { AxiosInstance } from 'axios';
import type {
  AuditEntry,
  AuditLogParams,
  MaintenanceState,
  Page,
  RolePermissions,
  SetMaintenanceRequest,
} from '@org/contracts';
import { exportCsv } from './csvFiles';

/** Readable by everyone, also before sign-in. */
export const getMaintenanceMessage = (client: AxiosInstance) =>
  client.get<MaintenanceState, MaintenanceState>('/api/v1/maintenance');

export const setMaintenanceMessage = (client: AxiosInstance, body: SetMaintenanceRequest) =>
  client.put<MaintenanceState, MaintenanceState>('/api/v1/maintenance', body);

export const clearMaintenanceMessage = (client: AxiosInstance) =>
  client.delete<MaintenanceState, MaintenanceState>('/api/v1/maintenance');

export const getRolePermissions = (client: AxiosInstance) =>
  client.get<RolePermissions, RolePermissions>('/api/v1/roles');

/** docs/product.md §12.3: a page of the log; `action` repeats in the query string. */
export const getAuditLog = (client: AxiosInstance, params: AuditLogParams = {}) =>
  client.get<Page<AuditEntry>, Page<AuditEntry>>('/api/v1/audit-log', { params });

/** `audit-log.csv`: every entry the same filters select, newest first, no paging. */
export const exportAuditLog = (client: AxiosInstance, params: AuditLogParams = {}) =>
  exportCsv(client, '/api/v1/audit-log/export', 'audit-log.csv', params);
