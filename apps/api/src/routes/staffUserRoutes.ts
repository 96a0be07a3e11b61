import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffCsvColumns, type Page, type RecordStatus, type StaffUser } from '@org/contracts';
import { clinicStatusSchema, staffUserSchema } from '@org/forms';
import { requireAuth } from '../http/authentication';
import { uuidParam } from '../http/routeParams';
import { validateBody } from '../http/validateBody';
import { streamCsv, writeCsv } from '../imports/csv';
import { csvAttachment, registerImportRoutes } from '../imports/csvRoutes';
import { STAFF_EXPORT_COLUMNS, staffCsvRow, staffImport } from '../imports/staffImport';
import {
  NO_SUCH_USER,
  staffUserListing,
  type StaffUserService,
} from '../services/staffUserService';
import type { ImportNotice } from '../services/notificationService';
import type { ColumnChoiceStore } from '../imports/columnChoices';

/** docs/product.md §6: staff users are the system admins' alone. */
const manage = { config: { access: 'users:manage' } } as const;

/** The audit log names the staff member a write was about. */
const audited = (request: FastifyRequest, user: StaffUser): StaffUser => {
  request.auditEntity = { type: 'user', id: user.id, summary: user.fullName };
  return user;
};

/** docs/product.md §13.5: the staff users a system admin manages. */
export function staffUserRoutes(deps: {
  staff: StaffUserService;
  importNotice?: ImportNotice;
  columnChoices?: ColumnChoiceStore;
}) {
  const { staff } = deps;
  const definition = staffImport(staff);
  const userId = (request: FastifyRequest) => uuidParam(request, 'id', NO_SUCH_USER);

  return async (app: FastifyInstance) => {
    app.get('/api/v1/users', manage, async (request): Promise<Page<StaffUser>> =>
      staff.list(staffUserListing.parse(request.query)),
    );

    app.get('/api/v1/users/template', manage, async (_request, reply) =>
      csvAttachment(reply, 'staff-template.csv').send(writeCsv([[...staffCsvColumns]])),
    );

    // Every staff member the list would show with the same search, filters and sort: no page.
    app.get('/api/v1/users/export', manage, async (request, reply) => {
      const batches = staff.selectAll(staffUserListing.parse(request.query));
      async function* rows() {
        for await (const batch of batches) yield batch.map(staffCsvRow);
      }
      return csvAttachment(reply, 'staff.csv').send(streamCsv(STAFF_EXPORT_COLUMNS, rows()));
    });

    app.get('/api/v1/users/:id', manage, async (request): Promise<StaffUser> =>
      staff.get(userId(request)),
    );

    // 201 with the new staff member; the invitation is queued with them.
    app.post('/api/v1/users', manage, async (request, reply) => {
      const values = await validateBody(staffUserSchema, request.body);
      return reply.status(201).send(audited(request, await staff.create(values)));
    });

    app.put('/api/v1/users/:id', manage, async (request): Promise<StaffUser> => {
      const id = userId(request);
      const values = await validateBody(staffUserSchema, request.body);
      return audited(request, await staff.update(requireAuth(request).user.id, id, values));
    });

    // Deactivating ends every session of the person at once.
    app.patch('/api/v1/users/:id/status', manage, async (request): Promise<StaffUser> => {
      const id = userId(request);
      // The same `{status}` rule as a clinic's (ACTIVE or INACTIVE, 'Invalid status').
      const { status } = await validateBody(clinicStatusSchema, request.body);
      const actor = requireAuth(request).user;
      return audited(request, await staff.setStatus(actor.id, id, status as RecordStatus));
    });

    app.post('/api/v1/users/:id/invitation', manage, async (request, reply) => {
      audited(request, await staff.resendInvitation(userId(request)));
      return reply.status(204).send();
    });

    registerImportRoutes(app, {
      url: '/api/v1/users/import',
      access: 'users:manage',
      definition,
      audit: { type: 'user-import', noun: 'staff users' },
      report: { columns: staffCsvColumns, fileName: 'staff-error-report.csv' },
      notice: deps.importNotice,
      columnChoices: deps.columnChoices,
    });
  };
}
