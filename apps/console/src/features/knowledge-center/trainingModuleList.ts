import {
  difficultyLevels,
  knowledgeStatuses,
  LIST_SEARCH_MAX_LENGTH,
  supportedLocales,
  TRAINING_MODULE_DEFAULT_SORT,
  trainingModuleSortFields,
  type TrainingModuleSortField,
} from '@org/contracts';
import type { ListUrlSpec } from '../../app/lists/listUrlState';

export type TrainingModuleFilter = 'category' | 'language' | 'difficultyLevel' | 'status';

/** A category is free text (docs/decisions.md "Language and category are free text"). */
const isCategory = (value: string) => value.trim() !== '' && value.length <= LIST_SEARCH_MAX_LENGTH;

/** What the catalogue keeps in its address: the api's own sort fields and filter values. */
export const trainingModuleListSpec: ListUrlSpec<TrainingModuleSortField, TrainingModuleFilter> = {
  sortFields: trainingModuleSortFields,
  defaultSort: TRAINING_MODULE_DEFAULT_SORT,
  filters: {
    category: isCategory,
    language: supportedLocales,
    difficultyLevel: difficultyLevels,
    status: knowledgeStatuses,
  },
};
