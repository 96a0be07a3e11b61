import {
  KNOWLEDGE_CHECK_ATTEMPT_DEFAULT_SORT,
  knowledgeCheckAttemptSortFields,
  type KnowledgeCheckAttemptSortField,
} from '@org/contracts';
import type { ListUrlSpec } from '../../app/lists/listUrlState';

export type KnowledgeCheckAttemptFilter = 'passed';

export const passedFilterValues = ['true', 'false'] as const;

/** What a check's attempts list keeps in its address: the api's own sort fields and filter values. */
export const knowledgeCheckAttemptListSpec: ListUrlSpec<
  KnowledgeCheckAttemptSortField,
  KnowledgeCheckAttemptFilter
> = {
  sortFields: knowledgeCheckAttemptSortFields,
  defaultSort: KNOWLEDGE_CHECK_ATTEMPT_DEFAULT_SORT,
  filters: { passed: passedFilterValues },
};
