import type { Page } from '@org/contracts';
import { Table, type TableColumn } from '@org/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListEmpty } from './ListEmpty';
import { ListPagination } from './ListPagination';
import * as styles from './listScreen.css';
import { sortParamOf, tableSortOf } from './sortParam';
import { useListPaging } from './useListPaging';
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
  const data = query.data;
  const lastPage = useListPaging(query, list);

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
        emptyText={<ListEmpty query={query} list={list} empty={empty} />}
        aria-busy={query.isFetching || undefined}
        // docs/product.md §2.7: the first load's skeleton ends with a footer row (the table draws its
        // placeholder while `loading`, whatever the footer is).
        footer={
          query.isPending ? null : data && data.total > 0 ? (
            <ListPagination
              list={list}
              total={data.total}
              totalIsEstimate={data.totalIsEstimate}
              lastPage={lastPage}
              pagesLabel={pagesLabel}
            />
          ) : undefined
        }
      />
    </div>
  );
}
