import {
  PROGRAM_DEFAULT_SORT,
  programSortFields,
  recordStatuses,
  type ProgramSortField,
} from '@org/contracts';
import type { ListUrlSpec } from '../../app/lists/listUrlState';

export type ProgramFilter = 'status';

/** What the programs list keeps in its address: the api's own sort fields and filter values. */
export const programListSpec: ListUrlSpec<ProgramSortField, ProgramFilter> = {
  sortFields: programSortFields,
  defaultSort: PROGRAM_DEFAULT_SORT,
  filters: { status: recordStatuses },
};
