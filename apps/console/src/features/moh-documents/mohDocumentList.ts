import {
  MOH_DOCUMENT_DEFAULT_SORT,
  mohDocumentSortFields,
  mohDocumentStatuses,
  supportedLocales,
  type MohDocumentSortField,
} from '@org/contracts';
import type { ListUrlSpec } from '../../app/lists/listUrlState';

export type MohDocumentFilter = 'language' | 'status';

/** What the documents list keeps in its address: the api's own sort fields and filter values. */
export const mohDocumentListSpec: ListUrlSpec<MohDocumentSortField, MohDocumentFilter> = {
  sortFields: mohDocumentSortFields,
  defaultSort: MOH_DOCUMENT_DEFAULT_SORT,
  filters: { language: supportedLocales, status: mohDocumentStatuses },
};
