import type { Page } from '@org/contracts';
import { Button, EmptyState, Pagination, Table, type TableColumn } from '@org/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from './LoadFailed';
import { LIST_PAGE_SIZE_OPTIONS } from './listUrlState';
import { LISTS_NAMESPACE } from './listsNamespace';
import * as styles from './listScreen.css';
import { sortParamOf, tableSortOf } from './sortParam';
import type { ListUrlControls } from './useListUrlState';

interface ListTableProps<Row, Sort extends string, Filter extends string> {
  /** Names the table for screen readers (the screen's heading says the same, so it is hidden). */
  caption: string;
  /** A column is sortable (`sortable: true`) when its key is one of the list's sort fields. */
  columns: readonly TableColumn<Row>[];
  getRowId: (row: Row) => string;
  query: UseQueryResult<Page<Row>>;
  list: ListUrlControls<Sort, Filter>;
  /** What an empty list says when nothing narrows it, and what to do next (e.g. "New clinic"). */
  empty: { description: string; action?: ReactNode };
  /** Names the pagination's navigation ("Clinics pages"). */
  pagesLabel: string;
}

/**
 * docs/product.md §13.1: the list's table, sorted and paged by the server. First load shows the
 * 8-row skeleton with its footer (§2.7); a failure says so with "Try again"; an empty list offers
 * the next step, or clearing the search and filters that emptied it. Changing page keeps the old
 * rows on screen until the new ones arrive.
 */
export function ListTable<Row, Sort extends string, Filter extends string>({
  caption,
  columns,
  getRowId,
  query,
  list,
  empty,
  pagesLabel,
}: ListTableProps<Row, Sort, Filter>) {
  const { t } = useTranslation(LISTS_NAMESPACE);
  const data = query.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  // A page that no longer exists (rows removed, or an old link): show the last one instead.
  const beyondLastPage =
    !!data && !query.isPlaceholderData && data.total > 0 && list.state.page > lastPage;
  const { setPage } = list;
  useEffect(() => {
    if (beyondLastPage) setPage(lastPage, { replace: true });
  }, [beyondLastPage, lastPage, setPage]);

  let emptyText: ReactNode;
  if (query.isError && !data) {
    emptyText = (
      <LoadFailed
        headingLevel={2}
        title={t('lists.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (list.narrowed) {
    emptyText = (
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
  } else {
    emptyText = (
      <EmptyState
        headingLevel={2}
        title={t('lists.noData')}
        description={empty.description}
        action={empty.action}
      />
    );
  }

  return (
    <div className={styles.table}>
      <Table
        caption={caption}
        hideCaption
        columns={columns}
        rows={data?.items ?? []}
        getRowId={getRowId}
        sort={tableSortOf(list.state.sort)}
        onSortChange={(sort) => list.setSort(sortParamOf<Sort>(sort))}
        loading={query.isPending}
        emptyText={emptyText}
        aria-busy={query.isFetching || undefined}
        // docs/product.md §2.7: the first load's skeleton ends with a footer row (the table draws its
        // placeholder while `loading`, whatever the footer is).
        footer={
          query.isPending ? null : data && data.total > 0 ? (
            <Pagination
              page={Math.min(list.state.page, lastPage)}
              pageSize={list.state.pageSize}
              total={data.total}
              pageSizeOptions={LIST_PAGE_SIZE_OPTIONS}
              onPageChange={(page) => list.setPage(page)}
              onPageSizeChange={list.setPageSize}
              label={pagesLabel}
            />
          ) : undefined
        }
      />
    </div>
  );
}
