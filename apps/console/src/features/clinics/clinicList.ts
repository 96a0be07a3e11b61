import {
  CLINIC_DEFAULT_SORT,
  clinicSortFields,
  clinicTypes,
  recordStatuses,
  type ClinicSortField,
} from '@org/contracts';
import type { ListUrlSpec } from '../../app/lists/listUrlState';

export type ClinicFilter = 'type' | 'status' | 'countryCode';

/** What the clinics list keeps in its address: the api's own sort fields and filter values. */
export const clinicListSpec: ListUrlSpec<ClinicSortField, ClinicFilter> = {
  sortFields: clinicSortFields,
  defaultSort: CLINIC_DEFAULT_SORT,
  filters: {
    type: clinicTypes,
    status: recordStatuses,
    countryCode: (value) => /^[A-Z]{2}$/.test(value),
  },
};
