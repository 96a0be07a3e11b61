import type { FastifyInstance } from 'fastify';
import {
  rolePermissionMatrix,
  type AuditEntry,
  type MaintenanceState,
  type Page,
  type RolePermissions,
} from '@org/contracts';
import { maintenanceSchema } from '@org/forms';
import { requireAuth } from '../http/authentication';
import { validateBody } from '../http/validateBody';
import { AUDIT_EXPORT_COLUMNS, auditCsvRow } from '../imports/auditExport';
import { streamCsv } from '../imports/csv';
import { csvAttachment } from '../imports/csvRoutes';
import { auditLogListing, type AuditService } from '../services/auditService';
import type { MaintenanceService } from '../services/maintenanceService';

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

    // docs/product.md §12.3: newest first unless asked otherwise; filters in listDefinitions.ts.
    app.get(
      '/api/v1/audit-log',
      { config: { access: 'audit:read' } },
      async (request): Promise<Page<AuditEntry>> =>
        deps.audit.list(auditLogListing.parse(request.query)),
    );

    // Every entry the log would show with the same filters and sort: no page.
    app.get(
      '/api/v1/audit-log/export',
      { config: { access: 'audit:read' } },
      async (request, reply) => {
        const batches = deps.audit.selectAll(auditLogListing.parse(request.query));
        async function* rows() {
          for await (const batch of batches) yield batch.map(auditCsvRow);
        }
        return csvAttachment(reply, 'audit-log.csv').send(streamCsv(AUDIT_EXPORT_COLUMNS, rows()));
      },
    );
  };
}
