import type { Page } from '@org/contracts';
import { Button, EmptyState } from '@org/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from './LoadFailed';
import { LISTS_NAMESPACE } from './listsNamespace';
import type { ListUrlControls } from './useListUrlState';

interface ListEmptyProps<Sort extends string, Filter extends string> {
  query: UseQueryResult<Page<unknown>>;
  list: ListUrlControls<Sort, Filter>;
  /** What an empty list says when nothing narrows it, and what to do next (e.g. "New clinic"). */
  empty: { description: string; action?: ReactNode };
}

/**
 * docs/product.md §13.1: what a list shows instead of rows: a failure with "Try again", "No results"
 * with a way to clear the search and filters that emptied it, or the next step of an empty list.
 */
export function ListEmpty<Sort extends string, Filter extends string>({
  query,
  list,
  empty,
}: ListEmptyProps<Sort, Filter>) {
  const { t } = useTranslation(LISTS_NAMESPACE);
  if (query.isError && !query.data) {
    return (
      <LoadFailed
        headingLevel={2}
        title={t('lists.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (list.narrowed) {
    return (
      <EmptyState
        icon="search"
        headingLevel={2}
        title={t('lists.noResults')}
        description={t('lists.noResultsHint')}
        action={
          <Button variant="secondary" onClick={list.clearSearchAndFilters}>
            {t('lists.clearSearchAndFilters')}
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      headingLevel={2}
      title={t('lists.noData')}
      description={empty.description}
      action={empty.action}
    />
  );
}
