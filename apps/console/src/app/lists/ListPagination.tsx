import { Pagination } from '@org/ui';
import { LIST_PAGE_SIZE_OPTIONS } from './listUrlState';
import type { ListUrlControls } from './useListUrlState';

interface ListPaginationProps<Sort extends string, Filter extends string> {
  list: ListUrlControls<Sort, Filter>;
  total: number;
  totalIsEstimate?: boolean;
  /** From `useListPaging`: an address past it shows the last page. */
  lastPage: number;
  /** Names the pagination's navigation ("Clinics pages"). */
  pagesLabel: string;
}

/** A list's pages and page size, kept in the address with the rest of the list's state. */
export function ListPagination<Sort extends string, Filter extends string>({
  list,
  total,
  totalIsEstimate = false,
  lastPage,
  pagesLabel,
}: ListPaginationProps<Sort, Filter>) {
  return (
    <Pagination
      page={Math.min(list.state.page, lastPage)}
      pageSize={list.state.pageSize}
      total={total}
      totalIsEstimate={totalIsEstimate}
      pageSizeOptions={LIST_PAGE_SIZE_OPTIONS}
      onPageChange={(page) => list.setPage(page)}
      onPageSizeChange={list.setPageSize}
      label={pagesLabel}
    />
  );
}
