import type { FastifyInstance } from 'fastify';
import type { AuditEntry, MaintenanceState, Page, RolePermissions } from '@org/contracts';
import { maintenanceSchema } from '@org/forms';
import { requireAuth } from '../http/authentication';
import { validateBody } from '../http/validateBody';
import { rolePermissionMatrix } from '@org/contracts';
import type { AuditService } from '../services/auditService';
import type { MaintenanceService } from '../services/maintenanceService';

const MAX_PAGE_SIZE = 100;

const positiveInteger = (value: unknown, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback;
};

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

    app.get<{ Querystring: { page?: string; pageSize?: string } }>(
      '/api/v1/audit-log',
      { config: { access: 'audit:read' } },
      async (request): Promise<Page<AuditEntry>> =>
        deps.audit.list(
          positiveInteger(request.query.page, 1),
          positiveInteger(request.query.pageSize, 25, MAX_PAGE_SIZE),
        ),
    );
  };
}
