import type { Page } from '@org/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ListUrlControls } from './useListUrlState';

/**
 * The last page of a list's current answer (1 while there is none). A page that no longer exists
 * (rows removed, or an old link) moves to the last one, replacing the address.
 */
export function useListPaging<Sort extends string, Filter extends string>(
  query: UseQueryResult<Page<unknown>>,
  list: ListUrlControls<Sort, Filter>,
): number {
  const data = query.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const beyondLastPage =
    !!data && !query.isPlaceholderData && data.total > 0 && list.state.page > lastPage;
  const { setPage } = list;
  useEffect(() => {
    if (beyondLastPage) setPage(lastPage, { replace: true });
  }, [beyondLastPage, lastPage, setPage]);
  return lastPage;
}
