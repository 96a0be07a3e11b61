import type { ListDefinition, SortOf, SortParam } from '@org/contracts';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  listParamsOf,
  readListUrl,
  writeListUrl,
  type FilterNameOf,
  type ListUrlState,
} from './listUrlState';

export interface ListUrlControls<Sort extends string, Filter extends string> {
  state: ListUrlState<Sort, Filter>;
  /**
   * The api's parameters for this state (also the query key's), with the reader's language, whose
   * order a sort by a name follows (a country's).
   */
  params: ReturnType<typeof listParamsOf<Sort, Filter>> & { locale: string };
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
export function useListUrlState<Definition extends ListDefinition>(
  definition: Definition,
): ListUrlControls<SortOf<Definition>, FilterNameOf<Definition>> & {
  /** The list's declaration, from which `ListFilters` makes the filter controls. */
  definition: Definition;
} {
  type Sort = SortOf<Definition>;
  type Filter = FilterNameOf<Definition>;
  const [searchParams, setSearchParams] = useSearchParams();
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const state = useMemo(() => readListUrl(definition, searchParams), [definition, searchParams]);
  // The router's functional update reads the address of the last render, so a second change in
  // the same event (the page size, then the page that keeps the first row in view) would undo the
  // first: each change builds on the one before it until the address has moved on.
  const pending = useRef<{ from: URLSearchParams; next: URLSearchParams } | null>(null);

  const update = (
    change: (current: ListUrlState<Sort, Filter>) => Partial<ListUrlState<Sort, Filter>>,
    options: { replace?: boolean } = {},
  ) => {
    const sameEvent = pending.current?.from === searchParams;
    const base = sameEvent ? pending.current!.next : searchParams;
    const current = readListUrl(definition, base);
    const next = writeListUrl(definition, { ...current, ...change(current) }, base);
    pending.current = { from: searchParams, next };
    // One action, one history entry: a second change in the same event replaces the first's.
    setSearchParams(next, { replace: options.replace || sameEvent });
  };

  return {
    definition,
    state,
    params: useMemo(() => ({ ...listParamsOf(state), locale }), [state, locale]),
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
