import type { FastifyInstance } from 'fastify';
import {
  AUDIT_DEFAULT_SORT,
  auditSortFields,
  rolePermissionMatrix,
  type AuditEntry,
  type MaintenanceState,
  type Page,
  type RolePermissions,
} from '@org/contracts';
import { maintenanceSchema } from '@org/forms';
import { requireAuth } from '../http/authentication';
import { listSpec, parseListQuery } from '../http/listQuery';
import { validateBody } from '../http/validateBody';
import type { AuditService } from '../services/auditService';
import type { MaintenanceService } from '../services/maintenanceService';

/** The audit log as a list (http/listQuery.ts): newest first unless asked otherwise. */
const auditList = listSpec({
  sortFields: auditSortFields,
  defaultSort: AUDIT_DEFAULT_SORT,
  filters: {},
});

export function platformRoutes(deps: { maintenance: MaintenanceService; audit: AuditService }) {
  return async (app: FastifyInstance) => {
    // Everyone reads it, also on the sign-in page.
    app.get(
      '/api/v1/maintenance',
      { config: { access: 'public' } },
      async (): Promise<MaintenanceState> => deps.maintenance.current(),
    );

    app.put(
      '/api/v1/maintenance',
      { config: { access: 'maintenance:manage' } },
      async (request): Promise<MaintenanceState> => {
        const { maintenanceMessage } = await validateBody(maintenanceSchema, request.body);
        return deps.maintenance.set(maintenanceMessage, requireAuth(request).user.id);
      },
    );

    app.delete(
      '/api/v1/maintenance',
      { config: { access: 'maintenance:manage' } },
      async (request): Promise<MaintenanceState> =>
        deps.maintenance.clear(requireAuth(request).user.id),
    );

    app.get(
      '/api/v1/roles',
      { config: { access: 'users:manage' } },
      async (): Promise<RolePermissions> => rolePermissionMatrix(),
    );

    app.get(
      '/api/v1/audit-log',
      { config: { access: 'audit:read' } },
      async (request): Promise<Page<AuditEntry>> =>
        deps.audit.list(parseListQuery(auditList, request.query)),
    );
  };
}
