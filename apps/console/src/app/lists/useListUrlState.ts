import type { SortParam } from '@org/contracts';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  listParamsOf,
  readListUrl,
  writeListUrl,
  type ListUrlSpec,
  type ListUrlState,
} from './listUrlState';

export interface ListUrlControls<Sort extends string, Filter extends string> {
  state: ListUrlState<Sort, Filter>;
  /** The api's parameters for this state (also the query key's). */
  params: ReturnType<typeof listParamsOf<Sort, Filter>>;
  /** True when a search or a filter narrows the list. */
  narrowed: boolean;
  setPage(page: number, options?: { replace?: boolean }): void;
  setPageSize(pageSize: number): void;
  setSort(sort: SortParam<Sort>): void;
  setSearch(search: string): void;
  setFilter(name: Filter, value: string | undefined): void;
  clearSearchAndFilters(): void;
}

/**
 * docs/product.md §13.1: a list's search, filters, sort and page live in the address, so reload,
 * Back and a copied link restore them. Each change is a history entry; a narrower list starts
 * again at page 1.
 */
export function useListUrlState<Sort extends string, Filter extends string>(
  spec: ListUrlSpec<Sort, Filter>,
): ListUrlControls<Sort, Filter> {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readListUrl(spec, searchParams), [spec, searchParams]);

  // Each change reads the address as it is now, so changes made in one event all count.
  const update = (
    change: (current: ListUrlState<Sort, Filter>) => Partial<ListUrlState<Sort, Filter>>,
    options: { replace?: boolean } = {},
  ) => {
    setSearchParams(
      (current) => {
        const currentState = readListUrl(spec, current);
        return writeListUrl(spec, { ...currentState, ...change(currentState) }, current);
      },
      { replace: options.replace },
    );
  };

  return {
    state,
    params: useMemo(() => listParamsOf(state), [state]),
    narrowed: state.search !== '' || Object.keys(state.filters).length > 0,
    setPage: (page, options) => update(() => ({ page }), options),
    setPageSize: (pageSize) => update(() => ({ pageSize, page: 1 })),
    setSort: (sort) => update(() => ({ sort, page: 1 })),
    setSearch: (search) => update(() => ({ search: search.trim(), page: 1 })),
    setFilter: (name, value) =>
      update((current) => ({
        filters: { ...current.filters, [name]: value || undefined },
        page: 1,
      })),
    clearSearchAndFilters: () => update(() => ({ search: '', filters: {}, page: 1 })),
  };
}
