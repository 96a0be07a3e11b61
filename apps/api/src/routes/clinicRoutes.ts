import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  clinicCsvColumns,
  type Clinic,
  type ClinicDeactivationImpact,
  type ClinicStaffMember,
  type Page,
  type PatientStaffRole,
} from '@org/contracts';
import { clinicSchema, clinicStaffQuerySchema, clinicStatusSchema } from '@org/forms';
import { requireAuth } from '../http/authentication';
import { uuidParam } from '../http/routeParams';
import { validateBody } from '../http/validateBody';
import { clinicCsvRow, clinicImport, EXPORT_COLUMNS } from '../imports/clinicImport';
import { streamCsv, writeCsv } from '../imports/csv';
import { csvAttachment, registerImportRoutes } from '../imports/csvRoutes';
import { clinicListing, NO_SUCH_CLINIC, type ClinicService } from '../services/clinicService';
import type { ImportNotice } from '../services/notificationService';
import type { ColumnChoiceStore } from '../imports/columnChoices';

const read = { config: { access: 'clinics:read' } } as const;
const manage = { config: { access: 'clinics:manage' } } as const;
// Whoever enrols and assigns patients at a clinic lists whom they can be assigned (not audited:
// staff names are no patient data).
const assignPatients = { config: { access: 'patients:enrol' } } as const;

/** The audit log names the clinic a write was about. */
const audited = (request: FastifyRequest, clinic: Clinic): Clinic => {
  request.auditEntity = { type: 'clinic', id: clinic.id, summary: clinic.name };
  return clinic;
};

export function clinicRoutes(deps: {
  clinics: ClinicService;
  importNotice?: ImportNotice;
  columnChoices?: ColumnChoiceStore;
}) {
  const definition = clinicImport(deps.clinics);

  return async (app: FastifyInstance) => {
    app.get('/api/v1/clinics', read, async (request): Promise<Page<Clinic>> => {
      const query = clinicListing.parse(request.query);
      return deps.clinics.list(requireAuth(request).user, query);
    });

    app.get('/api/v1/clinics/template', manage, async (_request, reply) =>
      csvAttachment(reply, 'clinics-template.csv').send(writeCsv([[...clinicCsvColumns]])),
    );

    // Every clinic the list would show with the same search, filters and sort: no page, no cap.
    app.get('/api/v1/clinics/export', read, async (request, reply) => {
      const selection = clinicListing.parse(request.query);
      const batches = deps.clinics.selectAll(requireAuth(request).user, selection);
      async function* rows() {
        for await (const batch of batches) yield batch.map(clinicCsvRow);
      }
      return csvAttachment(reply, 'clinics.csv').send(streamCsv(EXPORT_COLUMNS, rows()));
    });

    app.get('/api/v1/clinics/:id', read, async (request): Promise<Clinic> =>
      deps.clinics.get(requireAuth(request).user, uuidParam(request, 'id', NO_SUCH_CLINIC)),
    );

    // The confirm dialog's figure: who would be left without an active clinic.
    app.get(
      '/api/v1/clinics/:id/deactivation-impact',
      manage,
      async (request): Promise<ClinicDeactivationImpact> => {
        const id = uuidParam(request, 'id', NO_SUCH_CLINIC);
        await deps.clinics.get(requireAuth(request).user, id);
        return deps.clinics.deactivationImpact(id);
      },
    );

    // The assignment form's doctor and nurse pickers: every active staff member of the clinic
    // with that role. A clinic outside the caller's scope is 404, like one that does not exist.
    app.get(
      '/api/v1/clinics/:id/staff',
      assignPatients,
      async (request): Promise<ClinicStaffMember[]> => {
        const id = uuidParam(request, 'id', NO_SUCH_CLINIC);
        const { role } = await validateBody(clinicStaffQuerySchema, request.query);
        await deps.clinics.get(requireAuth(request).user, id);
        return deps.clinics.activeStaff(id, role as PatientStaffRole);
      },
    );

    app.post('/api/v1/clinics', manage, async (request, reply) => {
      const values = await validateBody(clinicSchema, request.body);
      const clinic = await deps.clinics.create(values);
      return reply.status(201).send(audited(request, clinic));
    });

    app.put('/api/v1/clinics/:id', manage, async (request): Promise<Clinic> => {
      const id = uuidParam(request, 'id', NO_SUCH_CLINIC);
      const values = await validateBody(clinicSchema, request.body);
      return audited(request, await deps.clinics.update(id, values));
    });

    app.patch('/api/v1/clinics/:id/status', manage, async (request): Promise<Clinic> => {
      const id = uuidParam(request, 'id', NO_SUCH_CLINIC);
      const { status } = await validateBody(clinicStatusSchema, request.body);
      return audited(request, await deps.clinics.setStatus(id, status as Clinic['status']));
    });

    registerImportRoutes(app, {
      url: '/api/v1/clinics/import',
      access: 'clinics:manage',
      definition,
      audit: { type: 'clinic-import', noun: 'clinics' },
      report: { columns: clinicCsvColumns, fileName: 'clinics-error-report.csv' },
      notice: deps.importNotice,
      columnChoices: deps.columnChoices,
    });
  };
}
