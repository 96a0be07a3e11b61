import {
  STAFF_USER_DEFAULT_SORT,
  recordStatuses,
  roles,
  staffUserSortFields,
  type StaffUserSortField,
} from '@org/contracts';
import { isRecordId, type ListUrlSpec } from '../../app/lists/listUrlState';

export type StaffUserFilter = 'role' | 'status' | 'clinicId';

/** What the staff list keeps in its address: the api's own sort fields and filter values. */
export const staffUserListSpec: ListUrlSpec<StaffUserSortField, StaffUserFilter> = {
  sortFields: staffUserSortFields,
  defaultSort: STAFF_USER_DEFAULT_SORT,
  filters: {
    role: roles,
    status: recordStatuses,
    clinicId: isRecordId,
  },
};
