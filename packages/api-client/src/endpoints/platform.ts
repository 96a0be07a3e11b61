import type { AxiosInstance } from 'axios';
import type {
  AuditEntry,
  MaintenanceState,
  Page,
  RolePermissions,
  SetMaintenanceRequest,
} from '@org/contracts';

/** Readable by everyone, also before sign-in. */
export const getMaintenanceMessage = (client: AxiosInstance) =>
  client.get<MaintenanceState, MaintenanceState>('/api/v1/maintenance');

export const setMaintenanceMessage = (client: AxiosInstance, body: SetMaintenanceRequest) =>
  client.put<MaintenanceState, MaintenanceState>('/api/v1/maintenance', body);

export const clearMaintenanceMessage = (client: AxiosInstance) =>
  client.delete<MaintenanceState, MaintenanceState>('/api/v1/maintenance');

export const getRolePermissions = (client: AxiosInstance) =>
  client.get<RolePermissions, RolePermissions>('/api/v1/roles');

export const getAuditLog = (client: AxiosInstance, params: { page?: number; pageSize?: number }) =>
  client.get<Page<AuditEntry>, Page<AuditEntry>>('/api/v1/audit-log', { params });
