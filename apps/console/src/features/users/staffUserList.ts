import {
  STAFF_USER_DEFAULT_SORT,
  recordStatuses,
  roles,
  staffUserSortFields,
  type StaffUserSortField,
} from '@org/contracts';
import type { ListUrlSpec } from '../../app/lists/listUrlState';

export type StaffUserFilter = 'role' | 'status' | 'clinicId';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the staff list keeps in its address: the api's own sort fields and filter values. */
export const staffUserListSpec: ListUrlSpec<StaffUserSortField, StaffUserFilter> = {
  sortFields: staffUserSortFields,
  defaultSort: STAFF_USER_DEFAULT_SORT,
  filters: {
    role: roles,
    status: recordStatuses,
    clinicId: (value) => UUID.test(value),
  },
};
