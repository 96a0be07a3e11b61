import {
  PATIENT_DEFAULT_SORT,
  enrolmentStatuses,
  patientSortFields,
  type PatientSortField,
  type Role,
} from '@org/contracts';
import { isRecordId, type ListUrlSpec } from '../../app/lists/listUrlState';

export type PatientFilter = 'programId' | 'clinicId' | 'status' | 'assignedToMe';

/** What the patients list keeps in its address: the api's own sort fields and filter values. */
export const patientListSpec: ListUrlSpec<PatientSortField, PatientFilter> = {
  sortFields: patientSortFields,
  defaultSort: PATIENT_DEFAULT_SORT,
  filters: {
    programId: isRecordId,
    clinicId: isRecordId,
    status: enrolmentStatuses,
    // Off is the filter left out, never `false`: one list, one address.
    assignedToMe: ['true'],
  },
};

/** The address's parameter naming the patient whose record is open: `/?patient=<id>`. */
export const PATIENT_RECORD_PARAM = 'patient';

/** docs/product.md §3.4: a patient is assigned a doctor and a nurse; only they have patients of their own. */
export const assignableRoles: readonly Role[] = ['DOCTOR', 'NURSE'];
