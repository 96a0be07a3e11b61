import {
  KNOWLEDGE_CHECK_DEFAULT_SORT,
  knowledgeCheckSortFields,
  knowledgeStatuses,
  type KnowledgeCheckSortField,
} from '@org/contracts';
import type { ListUrlSpec } from '../../app/lists/listUrlState';

export type KnowledgeCheckFilter = 'moduleId' | 'status';

/** What the checks list keeps in its address: the api's own sort fields and filter values. */
export const knowledgeCheckListSpec: ListUrlSpec<KnowledgeCheckSortField, KnowledgeCheckFilter> = {
  sortFields: knowledgeCheckSortFields,
  defaultSort: KNOWLEDGE_CHECK_DEFAULT_SORT,
  // Module ids are the api's to check: an unknown one lists nothing.
  filters: { moduleId: (value) => value.trim().length > 0, status: knowledgeStatuses },
};
